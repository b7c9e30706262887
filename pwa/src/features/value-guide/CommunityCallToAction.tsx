import { valueGuideTexts as t } from '@shared/valuations/texts';
import { ButtonLink } from '@/ui/ButtonLink';

/** docs/product/screens.md: the value guide ends with a call to the model's community. */
export function CommunityCallToAction({ modelSlug, modelName }: { modelSlug: string; modelName: string }) {
  return (
    <aside className="value-guide-cta card" aria-labelledby="value-guide-cta-title">
      <div>
        <h2 id="value-guide-cta-title" className="value-guide-cta__title">
          {t.communityTitle(modelName)}
        </h2>
        <p className="value-guide-cta__body">{t.communityBody}</p>
      </div>
      <ButtonLink to={`/community/${encodeURIComponent(modelSlug)}`}>{t.communityLink(modelName)}</ButtonLink>
    </aside>
  );
}
