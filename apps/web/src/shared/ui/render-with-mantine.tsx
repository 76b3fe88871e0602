import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A matchMedia whose `max-width: …px` queries answer as a screen `width` px wide would (none: all false). */
const mediaStub = (width?: number) => (query: string) => {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return {
    matches: width !== undefined && max !== null && width <= Number(max[1]),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  } as MediaQueryList;
};

/** jsdom has no matchMedia; MantineProvider asks it for the colour scheme. Call in `beforeAll`. */
export function stubMatchMedia() {
  window.matchMedia ??= mediaStub();
}

/** jsdom has no font loading API; an autosizing Textarea listens to it. Call in `beforeAll`. */
export function stubFontLoading() {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

/** Media queries of a screen `width` px wide (a phone, a desktop). */
export function stubScreenWidth(width: number) {
  window.matchMedia = mediaStub(width);
}

/** A component test's render, inside the Mantine provider. */
export const renderWithMantine = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
