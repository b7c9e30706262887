import type { SourceRef } from '@shared/catalogue/types';
import { ExternalLink } from '@/ui/ExternalLink';

interface SourcesListProps {
  sources: readonly SourceRef[];
  headingId: string;
}

/** Where the facts on a year or trim page come from; each opens in a new tab without an opener. */
export function SourcesList({ sources, headingId }: SourcesListProps) {
  if (sources.length === 0) return null;
  return (
    <section className="catalogue-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Sources</h2>
      <ul className="sources-list">
        {sources.map((source) => (
          <li key={source.url}>
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
            {source.siteName && <span className="sources-list__site"> — {source.siteName}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
