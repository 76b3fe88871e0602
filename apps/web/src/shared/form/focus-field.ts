/**
 * Moves focus to the input of an error key (`links.0.url`): the element Mantine marks with
 * `data-path`, or a block marked `data-field` (a rich-text editor, a list), then its first input.
 */
export function focusField(key: string | undefined) {
  if (!key) return;
  const name = CSS.escape(key);
  const el = document.querySelector<HTMLElement>(`[data-path="${name}"], [data-field="${name}"]`);
  if (!el) return;
  const target = el.matches('input, textarea, select, button, [contenteditable="true"], [tabindex]')
    ? el
    : (el.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [contenteditable="true"]') ?? el);
  target.focus();
}

/** Focus on the first field with an error, in the order of the page. */
export function focusFirstError(errors: Record<string, unknown>) {
  const keys = Object.keys(errors).filter((k) => errors[k]);
  const nodes = keys
    .map((k) => ({ k, el: document.querySelector(`[data-path="${CSS.escape(k)}"], [data-field="${CSS.escape(k)}"]`) }))
    .filter((n): n is { k: string; el: Element } => n.el !== null);
  nodes.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  focusField(nodes[0]?.k);
}
