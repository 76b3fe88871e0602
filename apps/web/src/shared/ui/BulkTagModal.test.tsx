// @vitest-environment jsdom
import { JobTagChange } from '@talent/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.js';
import { initI18n } from '../i18n/i18n.js';
import { BulkTagModal } from './BulkTagModal.js';
import { renderWithMantine, stubMatchMedia } from './render-with-mantine.js';

beforeAll(async () => {
  stubMatchMedia();
  // The tags inputs' dropdowns measure themselves; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await initI18n('en', ['common']);
});
afterEach(cleanup);

function setup(onApply: (change: { add: string[]; remove: string[] }) => Promise<unknown>) {
  renderWithMantine(
    <BulkTagModal
      chosen={[{ tags: ['old'] }]}
      opened
      schema={JobTagChange}
      texts={{ title: 'Tag the selected jobs', text: 'Up to 20 tags.', apply: 'Apply' }}
      onClose={() => {}}
      onApply={onApply}
    />,
  );
  const add = screen.getByLabelText('Tags to add', { selector: 'input' });
  return {
    add,
    addTag: (tag: string) => {
      // Typed (in the focused input, as a person does), then Enter.
      add.focus();
      fireEvent.change(add, { target: { value: tag } });
      fireEvent.keyDown(add, { key: 'Enter' });
    },
    apply: () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })),
  };
}

describe('BulkTagModal', () => {
  it('asks for a tag to add or remove (the contract’s tag change), then sends the change', async () => {
    const onApply = vi.fn(async () => {});
    const { addTag, apply } = setup(onApply);
    apply();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    addTag('summer');
    apply();
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ add: ['summer'], remove: [] }));
  });

  it('shows the server’s refusal of one tag under its list', async () => {
    const { add, addTag, apply } = setup(async () => {
      throw new ApiError(422, 'validation_failed', 'The given data was invalid.', { 'add.0': ['Not that tag.'] });
    });
    addTag('summer');
    apply();
    expect(await screen.findByText('Not that tag.')).toBeTruthy();
    expect(add.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
