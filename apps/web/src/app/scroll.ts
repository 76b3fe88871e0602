/** Spec §9: anchors land 60 px below the top, clear of the sticky navbar. */
export const ANCHOR_OFFSET_PX = 60;
/** Spec §9: the scroll-to-top button shows past 200 px. */
export const SCROLL_TOP_THRESHOLD_PX = 200;
/**
 * Its distance from the window's bottom and end edges. The button is 44 px; the layout keeps a band
 * of 4.5rem (72 px = 16 + 44 + 12) free at the end of the page for it (`--scroll-top-band`).
 */
export const SCROLL_TOP_BUTTON_GAP_PX = 16;

/** After a navigation: to the anchor (smoothly, with the offset) or to the top. */
export function scrollAfterNavigation(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (target) {
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
    window.scrollTo({ top, behavior: 'smooth' });
  } else {
    window.scrollTo({ top: 0 });
  }
}
