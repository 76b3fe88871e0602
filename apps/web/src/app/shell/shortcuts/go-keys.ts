/** `g` then a letter opens a page of the menu, when the user may open it (like GitHub and Gmail). */
export const GO_KEYS = [
  { key: 'd', page: 'dashboard' },
  { key: 'j', page: 'jobs' },
  { key: 'e', page: 'employers' },
  { key: 'c', page: 'seekers' },
  { key: 'a', page: 'applications' },
] as const;

/** How long after `g` the second key still counts. */
export const GO_WINDOW_MS = 1500;

/** Keys typed into a field, or with a modifier held, are the field's or the browser's, never a shortcut. */
export function isTyping(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
