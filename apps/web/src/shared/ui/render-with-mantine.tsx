import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** jsdom has no matchMedia; MantineProvider asks it for the colour scheme. Call in `beforeAll`. */
export function stubMatchMedia() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** A component test's render, inside the Mantine provider. */
export const renderWithMantine = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
