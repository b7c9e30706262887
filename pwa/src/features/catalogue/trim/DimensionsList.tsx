import type { TrimSpecs } from '@shared/catalogue/types';
import { formatCount } from '../format';

const DIMENSIONS = [
  { key: 'wheelbaseIn', label: 'Wheelbase', unit: 'in' },
  { key: 'lengthIn', label: 'Length', unit: 'in' },
  { key: 'widthIn', label: 'Width', unit: 'in' },
  { key: 'heightIn', label: 'Height', unit: 'in' },
  { key: 'curbWeightLb', label: 'Curb weight', unit: 'lb' },
] as const satisfies readonly { key: keyof TrimSpecs['dimensions']; label: string; unit: string }[];

/** Only the dimensions a source gives; the section is left out when there are none. */
export function DimensionsList({ dimensions }: { dimensions: TrimSpecs['dimensions'] }) {
  const present = DIMENSIONS.flatMap((dimension) => {
    const value = dimensions[dimension.key];
    return value === undefined ? [] : [{ ...dimension, value }];
  });
  if (present.length === 0) return null;
  return (
    <section className="catalogue-section">
      <h3>Dimensions</h3>
      <dl className="fact-list">
        {present.map((dimension) => (
          <div key={dimension.key}>
            <dt>{dimension.label}</dt>
            <dd>
              {formatCount(dimension.value)} {dimension.unit}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
