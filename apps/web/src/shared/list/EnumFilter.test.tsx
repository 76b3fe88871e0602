// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine, stubScreenWidth } from '../ui/render-with-mantine.js';
import { EnumFilter } from './EnumFilter.js';

afterEach(cleanup);
beforeAll(() => {
  stubScreenWidth(1280);
  // jsdom has none; Mantine's dropdown scroll area observes its size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const SIZES = ['small', 'large'] as const;

const sizeFilter = (value: (typeof SIZES)[number] | undefined, onChange = vi.fn()) => {
  renderWithMantine(
    <EnumFilter
      label="Size"
      placeholder="All"
      values={SIZES}
      optionLabel={(v) => v.toUpperCase()}
      value={value}
      onChange={onChange}
    />,
  );
  return screen.getByLabelText<HTMLInputElement>('Size', { selector: 'input' });
};

describe('EnumFilter', () => {
  it('lists the enum by its labels and hands back the chosen member', async () => {
    const onChange = vi.fn();
    fireEvent.click(sizeFilter(undefined, onChange));
    fireEvent.click(await screen.findByRole('option', { name: 'LARGE', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('large');
  });

  it('shows the current value by its label', () => {
    expect(sizeFilter('small').value).toBe('SMALL');
  });
});
