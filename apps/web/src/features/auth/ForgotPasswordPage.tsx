/** Stub: filled in by the shell work in progress. */
export function ForgotPasswordPage() {
  return <div>ForgotPasswordPage</div>;
}
