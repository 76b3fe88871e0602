import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './url-check.js';

const strict = { allowPrivate: false };
const lax = { allowPrivate: true };

describe('webhookUrlProblem (publish check of a webhook URL)', () => {
  it('no URL is missing', async () => {
    for (const url of [null, undefined, '', '   '])
      expect(await webhookUrlProblem(url, strict)).toBe('form_url_missing');
  });

  it('refuses what is not an https URL to a public address', async () => {
    for (const url of [
      'not a url',
      'example.com/hook',
      'http://example.com/hook',
      'ftp://example.com/hook',
      'javascript:alert(1)',
      'https://user:pass@example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0x7f000001/hook',
      'https://localhost/hook',
      'https://no-such-host.invalid/hook',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      expect(await webhookUrlProblem(url, strict), url).toBe('form_url_invalid');
    }
  });

  it('accepts https to a public address', async () => {
    expect(await webhookUrlProblem('https://8.8.8.8/hook', strict)).toBeNull();
    expect(await webhookUrlProblem('https://[2606:4700:4700::1111]/hook', strict)).toBeNull();
  });

  it('allows http and private addresses only when the policy does (development, tests)', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1:8080/hook', lax)).toBeNull();
    expect(await webhookUrlProblem('https://localhost/hook', lax)).toBeNull();
    expect(await webhookUrlProblem('ftp://127.0.0.1/hook', lax)).toBe('form_url_invalid');
    expect(await webhookUrlProblem('https://u:p@127.0.0.1/hook', lax)).toBe('form_url_invalid');
  });
});
