import { valuationResources } from '@shared/valuations/resources';
import { keyOf } from '@/http/resources';
import { Link } from 'react-router-dom';
import { modelPagePath, valueGuidePath } from '@shared/vin/links';
import { MODEL_NAMES, vinTexts } from '@shared/vin/texts';
import { useApiQuery } from '@/http/useApiQuery';
import { useModels } from '@/features/catalogue';

interface VinLinksProps {
  modelSlug: string;
  year: number | null;
}

/**
 * Links to the model page and the value guide. They render from the slug alone, with no network; once the
 * model list or the value guide has loaded (or comes from the offline cache), a link to a model or an entry
 * that does not exist is left out.
 */
export function VinLinks({ modelSlug, year }: VinLinksProps) {
  const models = useModels();
  const valuations = useApiQuery(keyOf(valuationResources.list), valuationResources.list.response);

  const model = models.data?.find((candidate) => candidate.slug === modelSlug);
  const modelExists = models.data ? model !== undefined : true;
  const modelName = model?.name ?? MODEL_NAMES[modelSlug] ?? modelSlug;

  const modelValuations = valuations.data?.filter((valuation) => valuation.modelSlug === modelSlug);
  const guideExists = modelValuations ? modelValuations.length > 0 : true;
  const guideYear = year !== null && (!modelValuations || modelValuations.some((valuation) => valuation.year === year)) ? year : null;

  if (!modelExists && !guideExists) return null;
  return (
    <nav className="vin-links" aria-label={vinTexts.linksTitle}>
      <h3 className="vin-links__title">{vinTexts.linksTitle}</h3>
      <ul>
        {modelExists && (
          <li>
            <Link to={modelPagePath(modelSlug)}>{vinTexts.modelPageLink(modelName)}</Link>
          </li>
        )}
        {guideExists && (
          <li>
            <Link to={valueGuidePath(modelSlug, guideYear)}>{vinTexts.valueGuideLink(modelName, guideYear)}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
