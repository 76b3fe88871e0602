/**
 * Only a same-site path may follow `to`, so a crafted link cannot send the user elsewhere. Control
 * characters and backslashes are refused anywhere: browsers drop tabs and newlines from addresses
 * and read `\` as `/`, so `/\t/evil.test` would become `//evil.test`, another site.
 */
export function safeRedirectPath(to: unknown): string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !/[\\\p{Cc}]/u.test(to) ? to : '/';
}
