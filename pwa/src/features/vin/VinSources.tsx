import { VIN_SOURCES, type VinSource } from '@shared/vin/sources';
import { vinTexts } from '@shared/vin/texts';
import { ExternalLink } from '@/ui/ExternalLink';

/** The published tables behind the decoder (the project's own documents have no public address). */
export function VinSources() {
  return (
    <section className="vin-sources" aria-labelledby="vin-sources-title">
      <h2 id="vin-sources-title">{vinTexts.sourcesTitle}</h2>
      <p>{vinTexts.sourcesLead}</p>
      <ul>
        {VIN_SOURCES.map((source: VinSource) =>
          source.url ? (
            <li key={source.id}>
              <ExternalLink href={source.url}>{source.title}</ExternalLink>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
