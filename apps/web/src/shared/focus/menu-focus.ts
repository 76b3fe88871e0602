/** Whether the person is using the keyboard (last input was a key, not a pointer). */
let byKeyboard = false;

/** The button a Mantine menu drops down from (it names the open dropdown in aria-controls). */
function menuTargetOf(item: Element): HTMLElement | null {
  const id = item.closest('[data-menu-dropdown]')?.id;
  if (!id) return null;
  const controls = document.querySelectorAll<HTMLElement>('[aria-controls]');
  return Array.from(controls).find((element) => element.getAttribute('aria-controls') === id) ?? null;
}

/**
 * Two things Mantine's menus miss, for every menu of the app at once:
 *
 * - Opened from the keyboard, a menu focuses its first item (WAI-ARIA menu button) rather than
 *   an invisible placeholder that needs another arrow press. A pointer open keeps the placeholder,
 *   so no item looks chosen under the mouse.
 * - Choosing an item first puts focus back on the menu's button, then runs the item. A dialog the
 *   item opens then remembers that button as its opener and returns focus to it when it closes
 *   (Mantine's `returnFocus`), where it would otherwise return it to the item, gone by then.
 */
export function fixMenuFocus() {
  document.addEventListener(
    'keydown',
    () => {
      byKeyboard = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      byKeyboard = false;
    },
    true,
  );
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!byKeyboard || !(target instanceof HTMLElement)) return;
    // Mantine's initial-focus placeholder: the first child of the dropdown, marked data-autofocus.
    if (!target.matches('[data-menu-dropdown] > [data-autofocus]')) return;
    target.parentElement?.querySelector<HTMLElement>('[data-menu-item]:not([data-disabled]):not(:disabled)')?.focus();
  });
  // Capture: before the item's own onClick opens its dialog.
  document.addEventListener(
    'click',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest('[data-menu-item]') : null;
      if (item) menuTargetOf(item)?.focus({ preventScroll: true });
    },
    true,
  );
}
