/**
 * Bars that stay at an edge of the window (the sticky header at the top; a sticky footer or a
 * form's sticky action bar at the bottom) carry `data-dock="top"` or `data-dock="bottom"`. Floating
 * things (the scroll-to-top button, the snackbars) read the space they take and keep clear of it,
 * so a message never hides the search box and the button never hides "Save and publish".
 */
export const DOCK_ATTRIBUTE = 'data-dock';

/** The space, in px, the docked bars take now at the window's top and bottom edges. */
export function dockInsets(): { top: number; bottom: number } {
  const height = window.innerHeight;
  let top = 0;
  let bottom = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(`[${DOCK_ATTRIBUTE}]`)) {
    const box = bar.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= 0 || box.top >= height) continue;
    if (bar.getAttribute(DOCK_ATTRIBUTE) === 'top') top = Math.max(top, box.bottom);
    // Only a bar that sits on the bottom edge (stuck there), not one scrolled into the middle.
    else if (box.bottom >= height - 1) bottom = Math.max(bottom, height - box.top);
  }
  return { top: Math.round(top), bottom: Math.round(bottom) };
}
