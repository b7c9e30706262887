import { Link } from 'react-router-dom';

interface ModelYearsProps {
  slug: string;
  name: string;
  years: readonly number[];
}

/** Links to each model-year page the catalogue has. */
export function ModelYears({ slug, name, years }: ModelYearsProps) {
  return (
    <section className="catalogue-section" aria-labelledby="years-title">
      <h2 id="years-title">Model Years</h2>
      {years.length === 0 ? (
        <p className="catalogue-muted">Year-by-year pages for the {name} are coming soon.</p>
      ) : (
        <ul className="chip-list">
          {years.map((year) => (
            <li key={year}>
              <Link className="chip-link" to={`/pontiac/${encodeURIComponent(slug)}/${year}`} aria-label={`${year} ${name}`}>
                {year}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
