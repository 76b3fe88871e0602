import { useMediaQuery } from '@mantine/hooks';

/** Spec §9: below 976 px (960 + 16) the navigation is an overlay drawer. */
export const NAV_OVERLAY_BELOW_PX = 976;

// Read synchronously on first render, so the layout does not flash the other arrangement.
const now = { getInitialValueInEffect: false };

export function useLayoutMedia() {
  const overlay = useMediaQuery(`(max-width: ${NAV_OVERLAY_BELOW_PX - 0.02}px)`, undefined, now);
  // Header controls shrink to icons when space runs short.
  const compact = useMediaQuery('(max-width: 1199.98px)', undefined, now);
  const narrow = useMediaQuery('(max-width: 599.98px)', undefined, now);
  return { overlay, compact, narrow };
}
