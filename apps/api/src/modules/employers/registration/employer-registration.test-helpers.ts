import { expect } from 'vitest';
import type { Harness, Selection } from '../../../test/harness.js';

/** Labels in the three languages, as the form builder sends them. */
export const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });

/** A registration form's fields: the four the handler needs, the two it copies, and one it just keeps. */
export const REGISTRATION_FIELDS = [
  { key: 'company_name', type: 'short_text', label: text('Company'), required: true },
  { key: 'email', type: 'email', label: text('Your e-mail'), required: true },
  { key: 'first_name', type: 'short_text', label: text('First name'), required: true },
  { key: 'last_name', type: 'short_text', label: text('Last name'), required: true },
  { key: 'phone', type: 'phone', label: text('Phone'), required: false },
  { key: 'website', type: 'short_text', label: text('Website'), required: false },
  { key: 'hiring_for', type: 'long_text', label: text('Who do you hire?'), required: false },
];

let addressSeq = 0;
/** Each submission from its own client address, so the per-address throttle never counts across tests. */
export const freshIp = () => `198.51.100.${++addressSeq}`;

export function registrationApi(t: () => Harness, token: () => string, select: () => Selection) {
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().call({ method, url: `/portal/v1${url}`, token: token(), select: select(), ...(payload ? { payload } : {}) });

  async function publishedRegistrationForm(fields: object[] = REGISTRATION_FIELDS) {
    const created = await staff('POST', '/site/forms', { name: 'Register', handler: 'employer_registration', fields });
    expect(created.statusCode).toBe(201);
    const uuid = created.json().data.uuid as string;
    const published = await staff('POST', `/site/forms/${uuid}/publish`);
    expect(published.statusCode).toBe(200);
    return uuid;
  }

  const register = (uuid: string, answers: object, headers: Record<string, string> = {}) =>
    t().call({
      method: 'POST',
      url: `/portal/public/forms/${uuid}/submissions`,
      payload: { answers },
      headers,
      remoteAddress: freshIp(),
    });

  return { staff, publishedRegistrationForm, register };
}
