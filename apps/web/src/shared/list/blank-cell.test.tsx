import { Badge, Text } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { isBlankCell } from './blank-cell.js';

describe('blank list cells', () => {
  it('finds nothing to show in empty values and the dash, also inside wrappers', () => {
    for (const node of [null, undefined, false, '', '  ', '—', [], [null, '—'], <Text key="t">—</Text>])
      expect(isBlankCell(node), String(node)).toBe(true);
    expect(
      isBlankCell(
        <div>
          <Text size="sm" c="dimmed">
            {' — '}
          </Text>
          {false}
        </div>,
      ),
    ).toBe(true);
    expect(isBlankCell(<span>{''}</span>)).toBe(true);
  });

  it('keeps values, zero, elements that draw without children and text beside a dash', () => {
    for (const node of [
      0,
      'Full time',
      '— remote',
      <Badge key="b">Draft</Badge>,
      <Text key="t">£13.50</Text>,
      <hr key="h" />,
      [null, <Text key="t">3</Text>],
      <div key="d">
        <Text>—</Text>
        <Text>Reference 12</Text>
      </div>,
    ])
      expect(isBlankCell(node)).toBe(false);
  });
});
