import type { Valuation, ValuationUpdateInput } from '@shared/valuations/schemas';
import { useZodForm } from '@/ui/form/useZodForm';
import { NewRowFields } from './NewRowFields';
import { createValuation, updateValuation } from './valuationAdminApi';
import { ValuationDialog, useSaveValuation } from './ValuationDialog';
import { ValuationFigureFields } from './ValuationFigureFields';
import { formMessageOf, parseNewValuationForm, parseValuationForm, valuationFormValuesOf } from './valuationFormValues';

interface EditValuationDialogProps {
  valuation: Valuation;
  /** "1969 GTO Judge": the row's model, year and trim as the table shows them. */
  title: string;
  onClose: () => void;
}

/**
 * New figures for one value-guide row, checked with the API's schema first; the previous figures stay in
 * the row's history.
 */
export function EditValuationDialog({ valuation, title, onClose }: EditValuationDialogProps) {
  const { values, field, handleSubmit } = useZodForm({ initialValues: () => valuationFormValuesOf(valuation), parse: parseValuationForm });
  const save = useSaveValuation((input: ValuationUpdateInput) => updateValuation({ id: valuation.id, input }), onClose);
  return (
    <ValuationDialog
      title={`Edit values: ${title}`}
      description="The previous figures stay in the row's history."
      submitLabel="Save Values"
      pending={save.pending}
      formError={save.formError}
      onSubmit={handleSubmit(save.submit, {
        skip: save.pending,
        onInvalid: () => save.setFormError(formMessageOf(parseValuationForm(values))),
      })}
      onClose={onClose}
    >
      <ValuationFigureFields field={field} />
    </ValuationDialog>
  );
}

/** A row for a model, year and trim the guide does not have yet, with its figures and their source. */
export function AddValuationDialog({ onClose }: { onClose: () => void }) {
  const { values, errors, set, field, handleSubmit } = useZodForm({
    initialValues: () => valuationFormValuesOf(null),
    parse: parseNewValuationForm,
  });
  const save = useSaveValuation(createValuation, onClose);
  return (
    <ValuationDialog
      title="Add a value-guide row"
      description="For a model, year and trim the guide does not have yet."
      submitLabel="Add Row"
      pending={save.pending}
      formError={save.formError}
      onSubmit={handleSubmit(save.submit, {
        skip: save.pending,
        onInvalid: () => save.setFormError(formMessageOf(parseNewValuationForm(values))),
      })}
      onClose={onClose}
    >
      <NewRowFields values={values} errors={errors} set={set} trim={field('trim')} />
      <ValuationFigureFields field={field} />
    </ValuationDialog>
  );
}
