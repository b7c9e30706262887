import type { TrimDetail } from '@shared/catalogue/reference-responses';
import { formatUsd } from '../format';
import { DimensionsList } from './DimensionsList';
import { EngineTable } from './EngineTable';
import { OptionList } from './OptionList';

/** Engine table, transmissions, dimensions and base price; the year page's option lists when no specs exist. */
export function SpecsPanel({ trim }: { trim: TrimDetail }) {
  const { specs } = trim;
  if (!specs) {
    return (
      <div className="specs-panel">
        <p className="catalogue-muted">Detailed specifications for this trim have not been added yet.</p>
        <OptionList title="Engine options" items={trim.engineOptions} />
        <OptionList title="Transmissions" items={trim.transmissionOptions} />
      </div>
    );
  }
  return (
    <div className="specs-panel">
      <EngineTable engines={specs.engines} />
      <OptionList title="Transmissions" items={specs.transmissions} />
      <DimensionsList dimensions={specs.dimensions} />
      {specs.basePriceUsd !== undefined && (
        <section className="catalogue-section">
          <h3>Base price</h3>
          <p className="catalogue-head__facts">
            {formatUsd(specs.basePriceUsd)} <span className="catalogue-muted">(USD, manufacturer&apos;s suggested price when new)</span>
          </p>
        </section>
      )}
    </div>
  );
}
