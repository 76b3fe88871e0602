/** Stub: filled in by the shell work in progress. */
export function ProfileSettingsPage() {
  return <div>ProfileSettingsPage</div>;
}
