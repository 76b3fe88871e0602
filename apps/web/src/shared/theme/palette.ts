import type { MantineColorsTuple } from '@mantine/core';
import { contrastRatio, hexToRgb } from '@talent/contract';

type Rgb = [number, number, number];

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, amount: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb;
const toRgb = hexToRgb;

/** WCAG contrast ratio of two hex colours. */
export const contrast = contrastRatio;

// Shades 0–4 lighten toward white, 5 is the brand colour, 6–9 darken toward black.
const TINTS = [0.92, 0.8, 0.64, 0.46, 0.24];
const SHADES = [0.14, 0.28, 0.42, 0.56];

export function paletteFrom(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  return [
    ...TINTS.map((t) => toHex(mix(base, white, t))),
    hex.toLowerCase(),
    ...SHADES.map((s) => toHex(mix(base, black, s))),
  ] as unknown as MantineColorsTuple;
}

/**
 * The first shade from the brand colour down that keeps white text at 4.5:1 (WCAG AA), so a
 * tenant's pale brand colour still gives readable buttons; links on white pass by the same ratio.
 */
export function readableShade(palette: MantineColorsTuple): number {
  for (let i = 5; i < 10; i++) if (contrast(palette[i]!, '#ffffff') >= 4.5) return i;
  return 9;
}

/** The darkest shade (from the brand colour up) that reads at 4.5:1 on a dark background: links and accents in dark mode. */
export function readableShadeOnDark(palette: MantineColorsTuple, background: string): number {
  for (let i = 5; i >= 0; i--) if (contrast(palette[i]!, background) >= 4.5) return i;
  return 0;
}
