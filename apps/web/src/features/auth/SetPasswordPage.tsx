/** Stub: filled in by the shell work in progress. */
export function SetPasswordPage() {
  return <div>SetPasswordPage</div>;
}
