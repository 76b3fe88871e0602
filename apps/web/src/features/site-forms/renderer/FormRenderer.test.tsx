// @vitest-environment jsdom
import { type PublicSiteFormField, SITE_FORM_FIELD_TYPES } from '@talent/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.js';
import { loadMessages } from '../../../shared/i18n/messages.js';
import { renderWithMantine, stubFontLoading, stubMatchMedia } from '../../../shared/ui/render-with-mantine.js';
import { FormRenderer } from './FormRenderer.js';

beforeAll(async () => {
  stubMatchMedia();
  stubFontLoading();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await initI18n('en', ['common', 'site-forms']);
  await loadMessages('ar');
});
afterEach(cleanup);

const field = (type: PublicSiteFormField['type'], extra: Partial<PublicSiteFormField> = {}): PublicSiteFormField => ({
  key: type,
  type,
  label: `Label ${type}`,
  help: '',
  required: false,
  ...(type === 'single_choice' || type === 'multiple_choice'
    ? {
        options: [
          { value: 'a', label: 'Choice A' },
          { value: 'b', label: 'Choice B' },
        ],
      }
    : {}),
  ...extra,
});

type OnSubmit = (values: object) => Promise<Record<string, string> | undefined>;
const render = (
  fields: PublicSiteFormField[],
  onSubmit: OnSubmit = vi.fn(async () => undefined),
  locale: 'en' | 'ar' = 'en',
) => renderWithMantine(<FormRenderer fields={fields} locale={locale} idPrefix="t" onSubmit={onSubmit} />);
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send|إرسال/ }));

describe('FormRenderer', () => {
  it('draws a control for each of the field types, named by its label', async () => {
    render(SITE_FORM_FIELD_TYPES.map((type) => field(type)));
    await screen.findByRole('button', { name: 'Send' });
    for (const type of ['short_text', 'email', 'phone', 'number', 'date'] as const)
      expect(screen.getByRole(type === 'number' ? 'spinbutton' : 'textbox', { name: `Label ${type}` })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Label long_text' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('radiogroup', { name: 'Label single_choice' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Choice A' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Label multiple_choice' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Label consent' })).toBeTruthy();
    expect(screen.getByText('Label file')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Label email' }) as HTMLInputElement).type).toBe('email');
  });

  it('says "required" on each required field left blank, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render([field('short_text', { required: true }), field('consent', { required: true }), field('email')], onSubmit);
    await screen.findByRole('button', { name: 'Send' });
    send();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks answers with the contract’s rules, then sends them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render([field('email', { required: true }), field('multiple_choice'), field('yes_no')], onSubmit);
    const email = await screen.findByRole('textbox', { name: 'Label email' });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    send();
    await screen.findByText(/valid/i);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choice B' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', multiple_choice: ['b'], yes_no: false });
  });

  it('shows the server’s field problems on their fields', async () => {
    render(
      [field('short_text')],
      vi.fn(async () => ({ short_text: 'Taken already.' })),
    );
    await screen.findByRole('button', { name: 'Send' });
    send();
    expect(await screen.findByText('Taken already.')).toBeTruthy();
  });

  it('is right to left in Arabic, with its words and messages in Arabic', async () => {
    const { container } = render([field('short_text', { label: 'الاسم', required: true })], undefined, 'ar');
    const button = await screen.findByRole('button', { name: 'إرسال' });
    const form = container.querySelector('form');
    expect(form?.getAttribute('dir')).toBe('rtl');
    expect(form?.getAttribute('lang')).toBe('ar');
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'الاسم' }).getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
