/** Stub: filled in by the shell work in progress. */
export function ResetPasswordPage() {
  return <div>ResetPasswordPage</div>;
}
