import { Link } from 'react-router-dom';
import { COMPARE_ROWS } from '@shared/compare/rows';
import { compareTexts } from '@shared/compare/texts';
import type { CompareEntry } from '@shared/compare/types';
import { Button } from '@/ui/Button';
import { CompareFigure } from './CompareFigure';
import type { CompareSlot } from './useCompareEntries';

const row = (key: (typeof COMPARE_ROWS)[number]['key']) => COMPARE_ROWS.find((item) => item.key === key)!;
const HIGHLIGHTS = [row('horsepower'), row('torque'), row('basePrice')];

function trimPath(entry: CompareEntry): string | null {
  if (!entry.catalogue) return null;
  const { modelSlug, trimSlug } = entry.catalogue;
  return `/pontiac/${encodeURIComponent(modelSlug)}/${entry.year}/${encodeURIComponent(trimSlug)}`;
}

interface CompareCardsProps {
  slots: readonly CompareSlot[];
  onRemove: (id: string) => void;
}

/** One card per compared model, in selection order, each with a Remove button. */
export function CompareCards({ slots, onRemove }: CompareCardsProps) {
  return (
    <ul className="compare-cards" aria-label={compareTexts.selectedTitle}>
      {slots.map((slot) => {
        const entry = slot.status === 'ready' ? slot.entry : null;
        const title = entry?.label ?? slot.id;
        const path = entry ? trimPath(entry) : null;
        return (
          <li key={slot.id}>
            <article className="compare-card card" aria-labelledby={`compare-card-${slot.id}`}>
              <h3 className="compare-card__title" id={`compare-card-${slot.id}`}>
                {title}
              </h3>
              {entry ? (
                <>
                  <p className="compare-card__meta">
                    {entry.model} · {entry.year} · {entry.trim}
                    <span className="compare-card__source">{entry.source === 'builtin' ? ' · Featured' : ' · Catalogue'}</span>
                  </p>
                  <dl className="compare-card__facts">
                    {HIGHLIGHTS.map((item) => (
                      <div key={item.key} className="compare-card__fact">
                        <dt>{item.label}</dt>
                        <dd>
                          <CompareFigure text={item.format(entry)} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : slot.status === 'loading' ? (
                <p className="compare-card__status" role="status">
                  {compareTexts.entryLoading}
                </p>
              ) : (
                <p className="compare-card__status compare-card__status--error">{compareTexts.entryUnavailable}</p>
              )}
              <div className="compare-card__actions">
                {path ? (
                  <Link to={path} className="compare-card__link">
                    {compareTexts.catalogueLink}
                    <span className="visually-hidden">: {title}</span>
                  </Link>
                ) : null}
                <Button variant="secondary" size="sm" onClick={() => onRemove(slot.id)}>
                  {compareTexts.remove}
                  <span className="visually-hidden"> {title}</span>
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
