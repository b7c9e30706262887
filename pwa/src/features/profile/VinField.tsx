import { accountTexts } from '@shared/users/account-schemas';
import { VIN_MAX_LENGTH } from '@shared/vin/texts';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useModels } from '@/features/catalogue';
import { useModelNames } from '@/features/value-guide';
import type { CarFormValues } from './carFormValues';
import { vinHints, type VinFill } from './vinHints';

interface VinFieldProps {
  values: CarFormValues;
  error?: string;
  onChange: (vin: string) => void;
  /** Fills the empty model, year and engine from the VIN (the owner asks for it). */
  onFill: (fill: VinFill) => void;
}

/**
 * The optional VIN, decoded on the device as it is typed: what it reads as, where it disagrees with the
 * model, year or engine entered (said next to it, never overwritten), and a button that fills what is still empty.
 */
export function VinField({ values, error, onChange, onFill }: VinFieldProps) {
  const models = useModels();
  const { nameOf } = useModelNames();
  const hints = vinHints(values.vin, values, { models: models.data ?? [], nameOf });
  const canFill = Object.keys(hints.fill).length > 0;
  return (
    <div className="vin-field">
      <TextField
        label={accountTexts.vinLabel}
        name="vin"
        maxLength={VIN_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        hint="13 characters up to 1980, 17 from 1981. Read here as you type; it never changes what you entered."
        value={values.vin}
        error={error}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
      />
      {/* Announced as it changes: the reading follows the typing. */}
      <div className="vin-field__reading" aria-live="polite">
        {hints.reading.length > 0 && (
          <>
            <p className="vin-field__title">The VIN reads as:</p>
            <dl className="vin-field__facts">
              {hints.reading.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {hints.mismatches.length > 0 && (
          <div className="vin-flag">
            <p className="vin-flag__title">{accountTexts.vinFlagged}</p>
            <ul className="vin-flag__list">
              {hints.mismatches.map((mismatch) => (
                <li key={mismatch.field}>{mismatch.message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {canFill && (
        <Button size="sm" variant="secondary" onClick={() => onFill(hints.fill)}>
          Fill in {fillLabel(hints.fill)} from the VIN
        </Button>
      )}
    </div>
  );
}

const fillLabel = (fill: VinFill) =>
  [fill.modelSlug && 'model', fill.year && 'year', fill.engine && 'engine']
    .filter(Boolean)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
