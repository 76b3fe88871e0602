/** How long a new screen may take to draw its heading (its code and data) before we give up. */
const WAIT_MS = 8_000;

/** The heading of the screen: the main region's h1 (the signed-in layout), else the page's. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector<HTMLElement>('h1');
}

let generation = 0;

/**
 * After a client-side move to another page (WCAG 2.4.3): focus goes to the new page's h1, so a
 * keyboard or screen-reader user starts reading there instead of at the link they left (or
 * nowhere, when it is gone). Waits for the heading (a screen may draw it once its data came), and
 * gives up if the person moved focus meanwhile or a newer navigation started.
 */
export function focusPageHeading() {
  const mine = ++generation;
  const before = document.activeElement;
  // Tabs whose panels have addresses (a profile's, an application's): arrowing through them
  // changes the path, and focus stays on the tab, as in any tab list.
  if (before?.closest('[role="tablist"]')) return;
  const started = performance.now();
  const untouched = () => {
    const now = document.activeElement;
    return now === null || now === document.body || now === before || !before?.isConnected;
  };
  const attempt = () => {
    if (mine !== generation || !untouched()) return;
    // A heading still inside the old screen's tree is not the new one: wait for the tree to settle.
    const heading = pageHeading();
    if (heading?.isConnected) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < WAIT_MS) window.setTimeout(attempt, 50);
  };
  // After the router has committed the new screen (its heading may be the old one's until then).
  window.setTimeout(attempt, 0);
}
