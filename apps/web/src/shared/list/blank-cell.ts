import { isValidElement, type ReactNode } from 'react';

/** What a list cell shows for a value that is not there (a job without pay). */
export const NO_VALUE = '—';

/**
 * Whether a cell's content says nothing: null, false, '', an empty array or the "—" mark, also
 * inside wrappers (`<Text>—</Text>`). An element without children (a badge, an icon) says
 * something. On a phone the card leaves such a cell out rather than print a label over a dash.
 */
export function isBlankCell(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string') {
    const text = node.trim();
    return text === '' || text === NO_VALUE;
  }
  if (Array.isArray(node)) return node.every((child: ReactNode) => isBlankCell(child));
  if (isValidElement<{ children?: ReactNode }>(node)) {
    return 'children' in node.props && isBlankCell(node.props.children);
  }
  // Numbers (0 included), portals, lazy content: something is shown.
  return false;
}
