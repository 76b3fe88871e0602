// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './useRowSelection.js';

const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('useRowSelection', () => {
  it('ticks rows one by one, then all (up to the maximum), then none', () => {
    const { result } = renderHook(() => useRowSelection(rows, 2));
    act(() => result.current.toggle(2, true));
    expect(result.current.chosen).toEqual([{ id: 2 }]);
    expect(result.current.someChecked).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.chosen.map((r) => r.id)).toEqual([1, 2]);
    act(() => result.current.toggle(3, true));
    expect(result.current.allChecked).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.chosen).toEqual([]);
  });

  it('only counts the rows still shown', () => {
    const { result, rerender } = renderHook(({ list }) => useRowSelection(list), { initialProps: { list: rows } });
    act(() => result.current.toggle(3, true));
    rerender({ list: rows.slice(0, 2) });
    expect(result.current.chosen).toEqual([]);
    expect(result.current.isSelected(3)).toBe(true);
  });
});
