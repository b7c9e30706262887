import { drawingOfYear } from '@shared/catalogue/body-drawings';
import type { YearDetail } from '@shared/catalogue/reference-responses';
import { formatCount } from '../format';
import { SourcesList } from '../SourcesList';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { CarArt } from '@/ui/car-art/CarArt';
import { ButtonLink } from '@/ui/ButtonLink';
import { LastRefreshed } from '@/mirror/LastRefreshed';
import { usePageTitle } from '@/ui/usePageTitle';
import { KeyChanges } from './KeyChanges';
import { TrimCards } from './TrimCards';
import { YearNav } from './YearNav';

/** `fromMirror`: answered from the offline copy, so say how old it is. */
export function YearView({ detail, fromMirror = false }: { detail: YearDetail; fromMirror?: boolean }) {
  const { model, year } = detail;
  const title = `${year} ${model.name}`;
  const modelPath = `/pontiac/${encodeURIComponent(model.slug)}`;
  // A year's answer carries no body styles: a model without a drawing of its own gets the coupe's.
  const drawnModel = { slug: model.slug, bodyStyles: [] };
  usePageTitle(title);

  return (
    <article className="page catalogue" aria-labelledby="page-title">
      {fromMirror && <LastRefreshed />}
      <header className="catalogue-head">
        <Breadcrumbs items={[{ label: 'Models', to: '/pontiac' }, { label: model.name, to: modelPath }, { label: String(year) }]} />
        <h1 id="page-title">{title}</h1>
        {/* The year's body; the page's title names it. */}
        <div className="year-drawing">
          <CarArt model={drawnModel} drawing={drawingOfYear(drawnModel, year)} />
        </div>
        {detail.overview && <p className="catalogue-head__lead">{detail.overview}</p>}
        {detail.productionNumbers !== null && (
          <p className="catalogue-head__facts">
            <strong>Production:</strong> {formatCount(detail.productionNumbers)} built
          </p>
        )}
        <div className="catalogue-head__actions">
          <ButtonLink to={`${modelPath}/${year}/compare`} variant="secondary">
            Compare {year} Trims
          </ButtonLink>
        </div>
      </header>
      <KeyChanges changes={detail.changes} />
      <TrimCards modelSlug={model.slug} year={year} trims={detail.trims} />
      <SourcesList sources={detail.sources} headingId="year-sources-title" />
      <YearNav modelSlug={model.slug} modelName={model.name} year={year} />
    </article>
  );
}
