/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * An error of the browser's own WebAuthn ceremony (cancelled, timed out, a key already there),
 * not of the API: the person stopped it or the device refused, so it gets its own message.
 */
export function isCeremonyError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'WebAuthnError') return true;
  return ['NotAllowedError', 'AbortError', 'InvalidStateError', 'SecurityError', 'NotSupportedError'].includes(
    error.name,
  );
}
