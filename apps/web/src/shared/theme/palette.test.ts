import { describe, expect, it } from 'vitest';
import { contrast, paletteFrom, readableShade } from './palette.js';
import { DIMMED, ERROR_TEXT, READABLE_RED } from './theme.js';

describe('brand palette', () => {
  it('keeps the brand colour as shade 5, lighter before and darker after', () => {
    const palette = paletteFrom('#0B6E4F');
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe('#0b6e4f');
    expect(contrast(palette[0]!, '#ffffff')).toBeLessThan(contrast(palette[9]!, '#ffffff'));
  });

  it('picks a shade with at least 4.5:1 for white text, whatever the brand colour', () => {
    for (const brand of ['#0b6e4f', '#b4410c', '#a02fff', '#7367F0', '#ffff00', '#00ffff', '#f5f5f5', '#000000']) {
      const palette = paletteFrom(brand);
      expect(contrast(palette[readableShade(palette)]!, '#ffffff'), brand).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('keeps dimmed text readable on every skin background', () => {
    for (const bg of ['#ffffff', '#f4f5fa', '#eef1f8'])
      expect(contrast(DIMMED.light, bg), bg).toBeGreaterThanOrEqual(4.5);
    for (const bg of ['#1a1b26', '#25273a', '#1f2030', '#141520'])
      expect(contrast(DIMMED.dark, bg), bg).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps error text readable on every skin background', () => {
    for (const bg of ['#ffffff', '#f4f5fa', '#eef1f8', '#f9fafc'])
      expect(contrast(ERROR_TEXT.light, bg), bg).toBeGreaterThanOrEqual(4.5);
    for (const bg of ['#1a1b26', '#25273a', '#1f2030', '#141520', '#1e2030'])
      expect(contrast(ERROR_TEXT.dark, bg), bg).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text readable on filled red (danger buttons)', () => {
    expect(contrast('#ffffff', READABLE_RED[6])).toBeGreaterThanOrEqual(4.5);
  });
});
