/** Stub: filled in by the shell work in progress. */
export function LoginPage() {
  return <div>LoginPage</div>;
}
