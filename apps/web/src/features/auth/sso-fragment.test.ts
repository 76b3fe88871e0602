// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takeSsoFragment } from './sso-fragment.js';

describe('the one-time code of an SSO sign-in', () => {
  it('is taken from the fragment, which leaves the address and the history entry at once', () => {
    window.history.pushState({ kept: 1 }, '', '/login/sso?x=1#code=abc123&to=%2F1%2F1%2Fjobs');
    const lengthBefore = window.history.length;
    expect(takeSsoFragment()).toEqual({ code: 'abc123', to: '/1/1/jobs' });
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain('abc123');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login/sso?x=1');
    // Replaced, not pushed: Back does not lead to the address with the code.
    expect(window.history.length).toBe(lengthBefore);
    expect(window.history.state).toEqual({ kept: 1 });
    // A second reader (React's double effect in development) gets the same code.
    expect(takeSsoFragment()).toEqual({ code: 'abc123', to: '/1/1/jobs' });
  });
});
