/** Stub: filled in by the shell work in progress. */
export function ProfilePage() {
  return <div>ProfilePage</div>;
}
