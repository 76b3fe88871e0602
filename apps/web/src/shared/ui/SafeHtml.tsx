import { Box, type BoxProps } from '@mantine/core';
import { SAFE_HREF, SAFE_HTML_TAGS } from '@talent/contract';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  // `href` only, and only on `a` (see the hook); `target` and `rel` are set by us, never taken from input.
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_HREF,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

let purifier: Purifier | null = null;

/** A private DOMPurify instance, so these hooks never touch other users of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'href' && node.nodeName !== 'A') data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      // Links leave the portal in a new tab that cannot reach back into it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Server-provided rich text reduced to the allow-list of spec §9: allowed tags keep their text,
 * everything else is dropped (script and style with their content), and the only attribute left
 * is an http(s)/mailto `href` on links, which open in a new tab with `rel="noopener noreferrer"`.
 * Idempotent: sanitising the result again returns it unchanged.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, CONFIG);
}

export type SafeHtmlProps = BoxProps & { html: string | null | undefined };

/** Renders rich text from the server after sanitising it again on display (defence in depth). */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...props}
      className={className ? `safe-html ${className}` : 'safe-html'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml with the spec §9 allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
