// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine, stubScreenWidth } from '../ui/render-with-mantine.js';
import { ListToolbar } from './ListToolbar.js';

afterEach(cleanup);

const toolbar = (onReset = vi.fn()) =>
  renderWithMantine(
    <ListToolbar
      search={<input aria-label="Search" />}
      filters={<input aria-label="Status" />}
      activeFilters={1}
      filtered
      onReset={onReset}
    />,
  );

describe('ListToolbar', () => {
  it('shows the filters in the row on a wide screen', () => {
    stubScreenWidth(1280);
    toolbar();
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });

  it('folds them behind a button that opens a drawer below 976 px, and resets', async () => {
    stubScreenWidth(975);
    const onReset = vi.fn();
    toolbar(onReset);
    expect(screen.queryByLabelText('Status')).toBeNull();
    const button = screen.getByRole('button', { expanded: false });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getAllByRole('button', { name: 'list.reset' })[0]!);
    expect(onReset).toHaveBeenCalled();
  });
});
