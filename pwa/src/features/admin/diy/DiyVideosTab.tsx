/** Admin panel DIY videos tab (issue 14). */
export function DiyVideosTab() {
  return <p>DIY videos</p>;
}
