import { Link } from 'react-router-dom';
import type { YearDetail } from '@shared/catalogue/reference-responses';

interface TrimCardsProps {
  modelSlug: string;
  year: number;
  trims: YearDetail['trims'];
}

/** The year's trims, each a card linking to its page, with its engine options. */
export function TrimCards({ modelSlug, year, trims }: TrimCardsProps) {
  const base = `/pontiac/${encodeURIComponent(modelSlug)}/${year}`;
  return (
    <section className="catalogue-section" aria-labelledby="trims-title">
      <h2 id="trims-title">Trims</h2>
      {trims.length === 0 ? (
        <p className="catalogue-muted">Trim pages for this year are coming soon.</p>
      ) : (
        <ul className="catalogue-grid">
          {trims.map((trim) => (
            <li key={trim.slug}>
              <article className="catalogue-card card">
                <div className="catalogue-card__body">
                  <h3 className="catalogue-card__title">
                    <Link to={`${base}/${encodeURIComponent(trim.slug)}`} className="stretched-link">
                      {trim.name}
                    </Link>
                  </h3>
                  {trim.engineOptions.length > 0 ? (
                    <>
                      <p className="catalogue-card__label">Engine options</p>
                      <ul>
                        {trim.engineOptions.map((engine) => (
                          <li key={engine}>{engine}</li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <p className="catalogue-muted">Engine details coming soon.</p>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
