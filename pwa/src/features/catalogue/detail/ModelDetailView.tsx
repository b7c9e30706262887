import type { ModelDetail } from '@shared/catalogue/responses';
import { LastRefreshed } from '@/mirror/LastRefreshed';
import { usePageTitle } from '@/ui/usePageTitle';
import { ModelValueRange } from './ModelValueRange';
import { ModelGallery } from './ModelGallery';
import { ModelHeader } from './ModelHeader';
import { ModelLinks } from './ModelLinks';
import { ModelOverview } from './ModelOverview';
import { ModelSpecs } from './ModelSpecs';
import { OwnersCars } from './OwnersCars';
import { ModelYears } from './ModelYears';

/** `fromMirror`: answered from the offline copy, so say how old it is. */
export function ModelDetailView({ model, fromMirror = false }: { model: ModelDetail; fromMirror?: boolean }) {
  usePageTitle(model.name);
  return (
    <article className="page catalogue" aria-labelledby="page-title">
      {fromMirror && <LastRefreshed />}
      <ModelHeader model={model} />
      <div className="catalogue-columns">
        <div className="catalogue-aside">
          <ModelOverview model={model} />
          <ModelSpecs model={model} />
          <ModelYears slug={model.slug} name={model.name} years={model.years} />
          <ModelGallery modelId={model.id} name={model.name} />
          <OwnersCars model={model} />
        </div>
        <div className="catalogue-aside">
          {model.market && <ModelValueRange slug={model.slug} market={model.market} />}
          <ModelLinks slug={model.slug} name={model.name} />
        </div>
      </div>
    </article>
  );
}
