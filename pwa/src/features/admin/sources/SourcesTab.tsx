/** Admin panel Sources tab (issue 14). */
export function SourcesTab() {
  return <p>Sources</p>;
}
