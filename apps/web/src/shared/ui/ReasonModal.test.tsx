// @vitest-environment jsdom
import { JobRejection } from '@talent/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.js';
import { initI18n } from '../i18n/i18n.js';
import { ReasonModal } from './ReasonModal.js';
import { renderWithMantine, stubFontLoading, stubMatchMedia } from './render-with-mantine.js';

beforeAll(async () => {
  stubMatchMedia();
  stubFontLoading();
  await initI18n('en', ['common']);
});
afterEach(cleanup);

const labels = {
  title: 'Reject the job',
  text: 'The employer is e-mailed.',
  reason: 'Reason',
  reasonHelp: 'Required.',
  counter: (n: number) => `${n} / 1000`,
  submit: 'Reject',
  cancel: 'Cancel',
};

function setup(onSubmit: (reason: string) => Promise<unknown>) {
  renderWithMantine(
    <ReasonModal opened schema={JobRejection} labels={labels} onClose={() => {}} onSubmit={onSubmit} />,
  );
  const reason = screen.getByRole('textbox', { name: /^Reason/ });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  return { type: (text: string) => fireEvent.change(reason, { target: { value: text } }), send, reason };
}

describe('ReasonModal', () => {
  it('checks the reason with the contract before sending, and sends it trimmed', async () => {
    const onSubmit = vi.fn(async () => {});
    const { type, send } = setup(onSubmit);
    send();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('  Spam  ');
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Spam'));
  });

  it('puts a 422 of the server under the field, and any other refusal above the form', async () => {
    const refusals = [
      new ApiError(422, 'validation_failed', 'The given data was invalid.', { reason: ['Not like that.'] }),
      new ApiError(403, 'forbidden', 'This action is unauthorized.'),
    ];
    const { type, send, reason } = setup(async () => {
      throw refusals.shift();
    });
    type('Spam');
    send();
    expect(await screen.findByText('Not like that.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('This action is unauthorized.');
  });
});
