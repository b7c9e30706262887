/** What changed from the year before, one sentence each. */
export function KeyChanges({ changes }: { changes: readonly string[] }) {
  if (changes.length === 0) return null;
  return (
    <section className="catalogue-panel card" aria-labelledby="changes-title">
      <h2 id="changes-title">Key Changes</h2>
      <ul className="changes-list">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </section>
  );
}
