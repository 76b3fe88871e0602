// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from './useSearchText.js';

describe('search text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the trimmed text once typing pauses, and follows the URL when it changes elsewhere', () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ current }) => useSearchText(current, apply), {
      initialProps: { current: undefined as string | undefined },
    });
    act(() => result.current[1](' nurse '));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(apply).toHaveBeenLastCalledWith('nurse');
    rerender({ current: 'nurse' });
    expect(result.current[0]).toBe(' nurse ');

    // "Reset filters" or the back button empties the URL: the box empties too, and stays so.
    rerender({ current: undefined });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(400));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
