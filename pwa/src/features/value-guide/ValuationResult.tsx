import { carName } from '@shared/catalogue/car-name';
import { SITE_NAME } from '@shared/layout/nav';
import { formatUsd } from '@shared/format/number';
import { formatLastUpdated } from '@shared/valuations/format';
import { valuationShareText } from '@shared/valuations/guide';
import type { Valuation } from '@shared/valuations/schemas';
import type { PublicSale } from '@shared/valuations/sales';
import { valueEvidenceTexts as evidence, valueGuideTexts as t } from '@shared/valuations/texts';
import { tierValues } from '@shared/valuations/tiers';
import { Button } from '@/ui/Button';
import { ExternalLink } from '@/ui/ExternalLink';
import { useShareLink } from '@/ui/share/useShareLink';
import { ValueChart } from './ValueChart';

interface ValuationResultProps {
  valuation: Valuation;
  modelName: string;
  /** The approved sales behind the row, drawn with its figures. */
  sales: readonly PublicSale[];
}

/**
 * The four condition values of one model, year and trim beside what each condition means, where the figures come from
 * and the market date they describe, their history drawn with the sales behind them, notes, date and share.
 */
export function ValuationResult({ valuation, modelName, sales }: ValuationResultProps) {
  const { share, copied } = useShareLink();
  const title = carName(valuation.year, modelName, valuation.trim);
  const shareText = valuationShareText(valuation, modelName, SITE_NAME);

  return (
    <article className="valuation card" aria-labelledby="valuation-title">
      <header className="valuation__head">
        <div>
          <h2 id="valuation-title" className="valuation__title">
            {title}
          </h2>
          <p className="valuation__updated">
            {evidence.asOf(formatLastUpdated(valuation.asOf))} · {t.lastUpdated(formatLastUpdated(valuation.lastUpdated))}
          </p>
          <p className="valuation__evidence">{evidence.source(valuation.source)}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void share({ title: `${t.pageTitle}: ${title}`, text: shareText, url: window.location.href })}
        >
          {copied ? 'Link copied' : t.share}
          <span className="visually-hidden"> {title} values</span>
        </Button>
      </header>

      <table className="valuation-table">
        <caption className="visually-hidden">
          {t.valuesTitle}: {title}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.conditionHeader}</th>
            <th scope="col">{t.valueHeader}</th>
            <th scope="col">{t.meaningHeader}</th>
          </tr>
        </thead>
        <tbody>
          {tierValues(valuation).map(({ tier, value }) => (
            <tr key={tier.key} className={`valuation-table__row valuation-table__row--${tier.key}`}>
              <th scope="row">
                <span className="valuation-table__rank">#{tier.rank}</span> {tier.label}
              </th>
              <td className="valuation-table__value">{formatUsd(value)}</td>
              <td className="valuation-table__meaning">{tier.description}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className="valuation__honesty">
        {t.honestyNote} <ExternalLink href={t.tiersSourceUrl}>{t.tiersSource}</ExternalLink>
      </p>
      <p className="valuation__appraisal">{evidence.guideNotAppraisal}</p>

      <ValueChart valuation={valuation} sales={sales} />

      {valuation.notes ? (
        <section className="valuation__notes" aria-labelledby="valuation-notes-title">
          <h3 id="valuation-notes-title">{t.notesTitle}</h3>
          <p>{valuation.notes}</p>
        </section>
      ) : null}
      <p className="valuation__source">{t.sourceNote}</p>
    </article>
  );
}
