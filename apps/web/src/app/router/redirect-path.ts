/** Only a same-site path may follow `to`, so a crafted link cannot send the user elsewhere. */
export function safeRedirectPath(to: unknown): string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}
