/** A titled list of options (transmissions, engines) under the specifications tab. */
export function OptionList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="catalogue-section">
      <h3>{title}</h3>
      <ul className="changes-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
