/** Stub: filled in by the shell work in progress. */
export function DashboardPage() {
  return <div>DashboardPage</div>;
}
