import type { ModelDetail } from '@shared/catalogue/responses';
import { YearsBadge } from '../YearsBadge';
import { ModelPicture } from './ModelPicture';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { ButtonLink } from '@/ui/ButtonLink';
import { ShareMenu } from '@/ui/share/ShareMenu';

export function ModelHeader({ model }: { model: ModelDetail }) {
  const slug = encodeURIComponent(model.slug);
  return (
    <header className="catalogue-head">
      <Breadcrumbs items={[{ label: 'Models', to: '/pontiac' }, { label: model.name }]} />
      <YearsBadge firstYear={model.firstYear} lastYear={model.lastYear} />
      <h1 id="page-title">{model.name}</h1>
      <p className="catalogue-head__lead">{model.description || 'No description available yet.'}</p>
      <div className="catalogue-head__actions">
        <ButtonLink to={`/pontiac/${slug}/compare`}>Compare {model.name}</ButtonLink>
        <ButtonLink to={`/community/${slug}`} variant="secondary">
          {model.name} Community
        </ButtonLink>
        <ShareMenu subject={model.name} target={{ title: `Pontiac ${model.name}`, text: `The Pontiac ${model.name} on Pontiac Hub` }} />
      </div>
      <ModelPicture model={model} />
    </header>
  );
}
