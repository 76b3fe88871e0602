import { SAFE_HTML_TAGS } from '@talent/contract';
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...SAFE_HTML_TAGS],
  // href only, on links only; target and rel are the display's to set.
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
};

/**
 * Rich text as stored: only the spec §9 tags, `href` on links (web and mail only). Idempotent:
 * sanitising the result again changes nothing. The web app sanitises again on display.
 */
export function sanitizeRichText(html: string): string {
  // The parser re-nests some odd input differently on a second read (a heading inside a
  // heading), so the result is run again until it stops changing: stored text is a fixpoint.
  let current = sanitize(html, OPTIONS).trim();
  for (let i = 0; i < 3; i++) {
    const next = sanitize(current, OPTIONS).trim();
    if (next === current) break;
    current = next;
  }
  return current;
}
