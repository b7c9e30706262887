import { MAX_COMPARE_MODELS } from '@shared/compare/selection';
import { compareTexts } from '@shared/compare/texts';
import { BuiltinPicker } from './BuiltinPicker';
import { CataloguePicker } from './CataloguePicker';
import { CompareCards } from './CompareCards';
import { CompareTable } from './CompareTable';
import { ShareCompareButton } from './ShareCompareButton';
import { useCompareEntries } from './useCompareEntries';
import { useCompareSelection } from './useCompareSelection';
import { useLinkedCars } from './useLinkedCars';
import { Button } from '@/ui/Button';
import { usePageTitle } from '@/ui/usePageTitle';
import './compare.css';

/**
 * /compare (docs/product/screens.md, validation.md): up to four models side by side, the selection in the `models` query. The six
 * featured models are bundled and work with no network; catalogue trims are added through a
 * model → year → trim cascade when the API can be reached.
 */
export default function ComparePage() {
  usePageTitle(compareTexts.pageTitle);
  const { selection, suggestedModel, suggestedYear, toggle, add, remove, clear } = useCompareSelection();
  useLinkedCars();
  const slots = useCompareEntries(selection);
  const ready = slots.flatMap((slot) => (slot.status === 'ready' ? [slot.entry] : []));
  const full = selection.length >= MAX_COMPARE_MODELS;

  return (
    <section className="page compare-page" aria-labelledby="page-title">
      <header className="compare-page__head">
        <h1 id="page-title">{compareTexts.pageTitle}</h1>
        <p className="compare-page__lead">{compareTexts.lead}</p>
      </header>

      <div className="compare-page__pickers">
        <BuiltinPicker selection={selection} onToggle={toggle} />
        <CataloguePicker selection={selection} onAdd={add} initialModel={suggestedModel} initialYear={suggestedYear} />
      </div>

      <section className="compare-page__result" aria-labelledby="compare-selected-title">
        <div className="compare-page__bar">
          <h2 id="compare-selected-title">{compareTexts.selectedTitle}</h2>
          <p className="compare-page__count" role="status" aria-live="polite" aria-atomic="true">
            {compareTexts.selectedCount(selection.length)}
            {full ? <span className="compare-page__full"> {compareTexts.full}</span> : null}
          </p>
          {selection.length > 0 ? (
            <div className="compare-page__actions">
              <ShareCompareButton labels={ready.map((entry) => entry.label)} />
              <Button variant="ghost" onClick={clear}>
                {compareTexts.clearAll}
              </Button>
            </div>
          ) : null}
        </div>

        {selection.length === 0 ? (
          <div className="compare-empty">
            <h3 className="compare-empty__title">{compareTexts.emptyTitle}</h3>
            <p>{compareTexts.emptyBody}</p>
          </div>
        ) : (
          <>
            <CompareCards slots={slots} onRemove={remove} />
            {ready.length > 0 ? (
              <section className="compare-page__table" aria-labelledby="compare-table-title">
                <h2 id="compare-table-title">{compareTexts.tableTitle}</h2>
                <CompareTable entries={ready} />
                <p className="compare-page__note">{compareTexts.ratingsNote}</p>
              </section>
            ) : null}
          </>
        )}
      </section>
    </section>
  );
}
