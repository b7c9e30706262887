import { useState } from 'react';
import { VALUATION_SOURCE_MAX_LENGTH, valuationTexts } from '@shared/valuations/admin-texts';
import type { Valuation, ValuationUpdateInput } from '@shared/valuations/schemas';
import { CONDITION_TIERS, tierName } from '@shared/valuations/tiers';
import { serverMessage } from '@/http/errorMessage';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/dialog/Dialog';
import { useZodForm } from '@/ui/form/useZodForm';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { toastFailure, toastSuccess } from '../adminToast';
import { useValuationMutation } from './useValuationMutation';
import { formMessageOf, parseValuationForm, todayIso, valuationFormValuesOf } from './valuationFormValues';

interface ValuationFormDialogProps {
  valuation: Valuation;
  /** "1969 GTO GTO": the row's model, year and trim as the table shows them. */
  title: string;
  onClose: () => void;
}

/**
 * New figures for one value-guide row (issue 34): the four values, where they come from (required), the market date
 * they describe and notes. Checked with the API's schema first; the server's refusal is shown as it answers it. The
 * previous figures stay in the row's history.
 */
export function ValuationFormDialog({ valuation, title, onClose }: ValuationFormDialogProps) {
  const { values, field, handleSubmit } = useZodForm({
    initialValues: () => valuationFormValuesOf(valuation),
    parse: parseValuationForm,
  });
  const [formError, setFormError] = useState<string>();
  const save = useValuationMutation();

  const submit = (input: ValuationUpdateInput) => {
    setFormError(undefined);
    save.mutate(
      { id: valuation.id, input },
      {
        onSuccess: () => {
          toastSuccess(valuationTexts.saved);
          onClose();
        },
        onError: (error) => {
          toastFailure(valuationTexts.saveFailed, error);
          setFormError(serverMessage(error) ?? valuationTexts.saveFailed);
        },
      },
    );
  };

  return (
    <Dialog size="lg" title={`Edit values: ${title}`} description="The previous figures stay in the row's history." onClose={onClose}>
      <form
        className="model-form"
        noValidate
        onSubmit={handleSubmit(submit, { skip: save.isPending, onInvalid: () => setFormError(formMessageOf(values)) })}
      >
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
        {formError && (
          <p className="model-form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving...' : 'Save Values'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
