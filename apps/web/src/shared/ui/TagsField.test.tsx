// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine, stubMatchMedia } from './render-with-mantine.js';
import { TagsField } from './TagsField.js';

beforeAll(() => {
  stubMatchMedia();
  // The input's dropdown measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

describe('TagsField', () => {
  it('stores each typed word trimmed, cut, normalised and once', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <TagsField
        label="Domains"
        value={['acme.test']}
        maxLength={12}
        normalize={(tag) => tag.toLowerCase()}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Domains', { selector: 'input' });
    input.focus();
    fireEvent.change(input, { target: { value: '  Example.TEST-and-more ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['acme.test', 'example.test']);
    // Another spelling of one already there adds nothing.
    onChange.mockClear();
    fireEvent.change(input, { target: { value: 'ACME.test' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    for (const [tags] of onChange.mock.calls) expect(tags).toEqual(['acme.test']);
  });
});
