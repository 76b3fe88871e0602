import { pageHeading } from './page-heading.js';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex="0"]';

const RETURN_DELAY_MS = 60;

type Place = { element: Element; row: Element | null; list: Element | null; index: number };

function placeOf(element: Element): Place {
  const row = element.closest('tr, li, [role="row"]');
  const list = row?.parentElement ?? null;
  return { element, row, list, index: list && row ? Array.prototype.indexOf.call(list.children, row) : -1 };
}

/** Where focus goes when what had it disappeared: the row now in its place (or the one before), else the page's heading. */
function fallbackOf(place: Place): HTMLElement | null {
  if (place.list?.isConnected && place.index >= 0) {
    const rows = place.list.children;
    const row = rows[Math.min(place.index, rows.length - 1)];
    const control = row?.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
  }
  const heading = pageHeading();
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Focus is never dropped on <body>: when the element holding it leaves the page (a row deleted
 * after its dialog closed, a card re-drawn, a dialog's button unmounted with nowhere to return
 * to), focus moves to the row now in its place or to the page's heading. The browser would
 * otherwise send a keyboard user back to the top of the document.
 */
export function keepFocusOnPage() {
  let last: Place | null = null;
  let timer = 0;
  const lost = () => {
    const active = document.activeElement;
    return last !== null && !last.element.isConnected && (active === null || active === document.body);
  };
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element) last = placeOf(event.target);
  });
  new MutationObserver(() => {
    if (!lost() || timer) return;
    // Later than Mantine's own return of focus (10 ms after a menu or dialog closes), which wins.
    timer = window.setTimeout(() => {
      timer = 0;
      if (!lost() || !last) return;
      const place = last;
      last = null;
      fallbackOf(place)?.focus({ preventScroll: true });
    }, RETURN_DELAY_MS);
  }).observe(document.body, { childList: true, subtree: true });
}
