import { useState, type InputHTMLAttributes } from 'react';
import type { ModelSummary } from '@shared/catalogue/responses';
import { MODEL_YEAR_MAX, MODEL_YEAR_MIN, type ModelData } from '@shared/catalogue/schemas';
import { slugify } from '@shared/catalogue/slug';
import { ApiError } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { useZodForm } from '@/ui/form/useZodForm';
import { FormDialogActions } from '@/ui/dialog/FormDialogActions';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure, toastSuccess } from '../adminToast';
import { BodyStyleCheckboxes } from './BodyStyleCheckboxes';
import { FeaturedField } from './FeaturedField';
import { initialValues, parseModelForm } from './modelFormValues';
import { useSaveModel } from './useSaveModel';

interface ModelFormProps {
  model: ModelSummary | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Add/edit form: checked with the shared modelInputSchema first, the server's answer shown after. */
export function ModelForm({ model, onDone, onCancel }: ModelFormProps) {
  const { values, errors, set, setError, field, handleSubmit } = useZodForm({
    initialValues: () => initialValues(model),
    parse: parseModelForm,
  });
  const [formError, setFormError] = useState<string>();
  // A new model's slug follows its name until the slug is edited by hand.
  const [slugTouched, setSlugTouched] = useState(model !== null);
  const save = useSaveModel(model);
  const texts = model
    ? { done: adminModelTexts.modelUpdated, failed: adminModelTexts.updateFailed }
    : { done: adminModelTexts.modelCreated, failed: adminModelTexts.createFailed };

  const saveModel = (data: ModelData) => {
    setFormError(undefined);
    save.mutate(data, {
      onSuccess: () => {
        toastSuccess(texts.done);
        onDone();
      },
      onError: (error) => {
        toastFailure(texts.failed, error);
        const message = serverMessage(error) ?? texts.failed;
        if (error instanceof ApiError && error.status === 409) setError('slug', message);
        else setFormError(message);
      },
    });
  };

  const yearProps = {
    type: 'number',
    inputMode: 'numeric',
    min: MODEL_YEAR_MIN,
    max: MODEL_YEAR_MAX,
    step: 1,
    required: true,
  } satisfies InputHTMLAttributes<HTMLInputElement>;

  return (
    <form className="model-form" noValidate onSubmit={handleSubmit(saveModel)}>
      <div className="model-form__grid">
        <TextField
          label="Name"
          required
          autoComplete="off"
          {...field('name')}
          onChange={(event) => {
            set('name', event.target.value);
            if (!slugTouched) set('slug', slugify(event.target.value));
          }}
        />
        <TextField
          label="Slug"
          required
          autoComplete="off"
          spellCheck={false}
          hint={`The address of its page: /pontiac/${values.slug || 'slug'}`}
          {...field('slug')}
          onChange={(event) => {
            setSlugTouched(true);
            set('slug', event.target.value);
          }}
        />
        <TextField label="First Year" {...yearProps} {...field('firstYear')} />
        <TextField label="Last Year" {...yearProps} {...field('lastYear')} />
      </div>
      <TextAreaField label="Description" {...field('description')} />
      <TextField
        label="Hero Image URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="A web address, or a path on this site such as /uploads/… (optional)."
        {...field('heroImage')}
      />
      <BodyStyleCheckboxes value={values.bodyStyles} error={errors.bodyStyles} onChange={(styles) => set('bodyStyles', styles)} />
      <FeaturedField checked={values.featured} onChange={(featured) => set('featured', featured)} />
      <FormDialogActions
        submitLabel={model ? 'Save Changes' : 'Create Model'}
        pending={save.isPending}
        onCancel={onCancel}
        formError={formError}
      />
    </form>
  );
}
