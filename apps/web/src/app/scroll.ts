/** Spec §9: anchors land 60 px below the top, clear of the sticky navbar. */
export const ANCHOR_OFFSET_PX = 60;
/** Spec §9: the scroll-to-top button shows past 200 px. */
export const SCROLL_TOP_THRESHOLD_PX = 200;

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
