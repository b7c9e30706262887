import { checkDigitText, LAYOUT_NAMES, VIN_FIELD_LABELS, vinTexts } from '@shared/vin/texts';
import type { VinDecoding } from '@shared/vin/types';
import { VinLinks } from './VinLinks';

interface VinResultProps {
  decoding: VinDecoding | null;
}

/** The result card: every field, the Valid/Invalid badge, warnings and links. Announced politely on change. */
export function VinResult({ decoding }: VinResultProps) {
  return (
    <section className="vin-result card" aria-labelledby="vin-result-title" aria-live="polite">
      <div className="vin-result__head">
        <h2 id="vin-result-title">{vinTexts.resultTitle}</h2>
        {decoding && (
          <span className={`vin-badge ${decoding.valid ? 'vin-badge--valid' : 'vin-badge--invalid'}`}>
            {decoding.valid ? vinTexts.valid : vinTexts.invalid}
          </span>
        )}
      </div>
      {decoding ? <VinResultBody decoding={decoding} /> : <p className="vin-result__idle">{vinTexts.resultIdle}</p>}
    </section>
  );
}

function VinResultBody({ decoding }: { decoding: VinDecoding }) {
  const rows: { label: string; value: string }[] = [];
  if (decoding.country !== null) rows.push({ label: VIN_FIELD_LABELS.country, value: decoding.country });
  rows.push(
    { label: VIN_FIELD_LABELS.division, value: decoding.division },
    { label: VIN_FIELD_LABELS.series, value: decoding.series },
    { label: VIN_FIELD_LABELS.bodyType, value: decoding.bodyType },
    { label: VIN_FIELD_LABELS.engine, value: decoding.engine },
    { label: VIN_FIELD_LABELS.plant, value: decoding.plant },
    { label: VIN_FIELD_LABELS.productionNumber, value: decoding.productionNumber },
  );
  if (decoding.modelYear !== null) rows.push({ label: VIN_FIELD_LABELS.modelYear, value: String(decoding.modelYear) });
  rows.push({ label: VIN_FIELD_LABELS.checkDigit, value: checkDigitText(decoding) });

  return (
    <>
      <p className="vin-result__vin">
        <span className="visually-hidden">VIN </span>
        <code>{decoding.vin || '—'}</code>
      </p>
      <p className="vin-result__layout">{LAYOUT_NAMES[decoding.layout]}</p>
      <dl className="vin-fields">
        {rows.map((row) => (
          <div key={row.label} className="vin-fields__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {decoding.warnings.length > 0 && (
        <div className="vin-warnings">
          <h3 className="vin-warnings__title">{vinTexts.warningsTitle}</h3>
          <ul>
            {decoding.warnings.map((warning, index) => (
              <li key={`${warning.code}-${warning.position ?? 'all'}-${index}`}>{warning.message}</li>
            ))}
          </ul>
        </div>
      )}
      {decoding.layout !== 'invalid' && (
        <p className="vin-result__meaning">{decoding.layout === 'gm-17' ? vinTexts.validMeaning17 : vinTexts.validMeaning13}</p>
      )}
      {decoding.modelSlug && <VinLinks modelSlug={decoding.modelSlug} year={decoding.modelYear} />}
    </>
  );
}
