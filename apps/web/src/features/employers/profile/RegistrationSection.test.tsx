// @vitest-environment jsdom
import type { EmployerRegistration } from '@talent/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.js';
import { renderWithMantine, stubFontLoading, stubMatchMedia } from '../../../shared/ui/render-with-mantine.js';
import { RegistrationSection } from './RegistrationSection.js';

beforeAll(async () => {
  stubMatchMedia();
  stubFontLoading();
  await initI18n('en', ['common', 'employers', 'site-forms']);
});
afterEach(cleanup);

const registration: EmployerRegistration = {
  form: { uuid: '3f1c9a52-7d7e-4a53-9b0e-6a1f2a9b0c11', name: 'Employer registration' },
  submission_uuid: '5a8d2c11-3b4e-4f60-8a7b-9c0d1e2f3a4b',
  version: 2,
  locale: 'en',
  submitted_at: '2026-11-20T09:30:00.000Z',
  answers: {
    company_name: { label: 'Company', value: '<img src=x onerror=alert(1)>' },
    newsletter: { label: 'Newsletter?', value: true },
  },
};

describe('RegistrationSection', () => {
  it('names the form and version, and shows each answer under the label it was asked with, as text', () => {
    renderWithMantine(<RegistrationSection registration={registration} />);
    const region = screen.getByRole('region', { name: 'Registration' });
    expect(region.textContent).toContain('Registered through the form “Employer registration”');
    expect(region.textContent).toContain('(version 2)');
    expect(screen.getByText('Company')).toBeTruthy();
    // HTML in an answer is shown as typed, never as markup.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(region.querySelector('img')).toBeNull();
    expect(screen.getByText('Yes')).toBeTruthy();
  });
});
