import type { ComponentProps } from 'react';
import { VALUATION_SOURCE_MAX_LENGTH } from '@shared/valuations/admin-texts';
import { todayIso } from '@shared/valuations/format';
import { CONDITION_TIERS, tierName } from '@shared/valuations/tiers';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import type { ValuationFormValues } from './valuationFormValues';

type FigureKey = 'excellentValue' | 'goodValue' | 'fairValue' | 'poorValue' | 'source' | 'asOf' | 'notes';
/** A field's wiring from the form (useZodForm's `field`). */
type Wiring = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error'> & {
  onChange: (event: { target: { value: string } }) => void;
};

/** A row's four values, where they come from (required), the market date they describe, and notes. */
export function ValuationFigureFields({ field }: { field: (key: FigureKey & keyof ValuationFormValues) => Wiring }) {
  return (
    <>
      <div className="model-form__grid">
        {CONDITION_TIERS.map((tier) => (
          <TextField
            key={tier.key}
            label={`${tierName(tier)} (USD)`}
            required
            inputMode="numeric"
            autoComplete="off"
            {...field(tier.field)}
          />
        ))}
      </div>
      <TextAreaField
        label="Source"
        required
        rows={2}
        maxLength={VALUATION_SOURCE_MAX_LENGTH}
        hint="What these figures rest on, e.g. the auctions or guides they follow."
        {...field('source')}
      />
      <TextField label="As of" type="date" max={todayIso()} hint="The date the figures describe the market at." {...field('asOf')} />
      <TextAreaField label="Notes" rows={3} {...field('notes')} />
    </>
  );
}
