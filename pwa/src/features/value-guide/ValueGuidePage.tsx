import { todayIso } from '@shared/valuations/format';
import { resolveValueGuide } from '@shared/valuations/guide';
import { saleEvidenceOf } from '@shared/valuations/sale-evidence';
import { valueGuideTexts as t } from '@shared/valuations/texts';
import { LastRefreshed } from '@/mirror/LastRefreshed';
import { Button } from '@/ui/Button';
import { usePageTitle } from '@/ui/usePageTitle';
import { CommunityCallToAction } from './CommunityCallToAction';
import { SaleEvidence } from './SaleEvidence';
import { useApprovedSales } from './useApprovedSales';
import { useModelNames } from './useModelNames';
import { useValuations } from './useValuations';
import { useValueGuideSelection } from './useValueGuideSelection';
import { ValuationResult } from './ValuationResult';
import { ValueGuideSelects } from './ValueGuideSelects';
import './value-guide.css';

/**
 * /tools/value-guide (docs/product/screens.md): Model → Year → Trim in the URL query (model, year, trim), then the four
 * condition values of that row and the sales behind it, or the no-data text and the sales of the year when there is
 * no row. The whole guide is one GET /api/valuations (mirrored), its evidence one GET /api/sales (kept).
 */
export default function ValueGuidePage() {
  usePageTitle(t.pageTitle);
  const valuations = useValuations();
  const sales = useApprovedSales();
  const { selection, change } = useValueGuideSelection();
  const { nameOf, rangeOf } = useModelNames();
  const rows = valuations.data ?? [];
  const state = resolveValueGuide(rows, selection);
  const modelName = nameOf(selection.model);
  const evidenceOf = (row: { modelSlug: string; year: number; trim: string }) =>
    sales.data ? saleEvidenceOf(sales.data.items, row, todayIso()) : undefined;
  const rowEvidence = state.kind === 'found' ? evidenceOf(state.valuation) : undefined;

  return (
    <section className="page value-guide" aria-labelledby="page-title">
      <header className="value-guide__head">
        <h1 id="page-title">{t.pageTitle}</h1>
        <p className="value-guide__lead">{t.lead}</p>
      </header>
      {valuations.fromMirror && <LastRefreshed />}

      <ValueGuideSelects
        valuations={rows}
        selection={selection}
        onChange={change}
        nameOf={nameOf}
        rangeOf={rangeOf}
        disabled={!valuations.isSuccess}
      />

      {valuations.isPending ? (
        <p className="value-guide__status" role="status">
          {t.loading}
        </p>
      ) : valuations.isError ? (
        <div className="value-guide__error" role="alert">
          <p>{t.loadError}</p>
          <Button variant="secondary" onClick={() => void valuations.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : state.kind === 'found' ? (
        <>
          <ValuationResult valuation={state.valuation} modelName={modelName} sales={rowEvidence?.sales ?? []} />
          <SaleEvidence row={state.valuation} evidence={rowEvidence} />
        </>
      ) : state.kind === 'no-data' ? (
        <>
          <p className="value-guide__empty" role="status">
            {t.noData}
          </p>
          {selection.year !== null && (
            <SaleEvidence
              row={{ modelSlug: selection.model, year: selection.year, trim: selection.trim }}
              evidence={evidenceOf({ modelSlug: selection.model, year: selection.year, trim: selection.trim })}
            />
          )}
        </>
      ) : (
        <p className="value-guide__prompt">{t.prompt}</p>
      )}

      {selection.model && valuations.isSuccess ? <CommunityCallToAction modelSlug={selection.model} modelName={modelName} /> : null}
    </section>
  );
}
