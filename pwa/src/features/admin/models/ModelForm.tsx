import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { ModelSummary } from '@shared/catalogue/responses';
import { MODEL_YEAR_MAX, MODEL_YEAR_MIN } from '@shared/catalogue/schemas';
import { slugify } from '@shared/catalogue/slug';
import { ApiError } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '@/ui/form/fieldErrors';
import { Button } from '@/ui/Button';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { adminModelTexts } from '../adminModelTexts';
import { toastFailure, toastSuccess } from '../adminToast';
import { BodyStyleCheckboxes } from './BodyStyleCheckboxes';
import { FeaturedField } from './FeaturedField';
import { initialValues, parseModelForm, type ModelFormValues } from './modelFormValues';
import { useSaveModel } from './useSaveModel';

interface ModelFormProps {
  model: ModelSummary | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Add/edit form: checked with the shared modelInputSchema first, the server's answer shown after. */
export function ModelForm({ model, onDone, onCancel }: ModelFormProps) {
  const [values, setValues] = useState(() => initialValues(model));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  // A new model's slug follows its name until the slug is edited by hand.
  const [slugTouched, setSlugTouched] = useState(model !== null);
  const save = useSaveModel(model);
  const texts = model
    ? { done: adminModelTexts.modelUpdated, failed: adminModelTexts.updateFailed }
    : { done: adminModelTexts.modelCreated, failed: adminModelTexts.createFailed };

  const set = <Key extends keyof ModelFormValues>(key: Key, value: ModelFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseModelForm(values);
    if (!parsed.success) {
      const next = fieldErrorsOf(parsed.error);
      setErrors(next);
      focusFirstInvalid(form, next);
      return;
    }
    setFormError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(texts.done);
        onDone();
      },
      onError: (error) => {
        toastFailure(texts.failed, error);
        const message = serverMessage(error) ?? texts.failed;
        if (error instanceof ApiError && error.status === 409) setErrors((current) => ({ ...current, slug: message }));
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
    <form className="model-form" noValidate onSubmit={onSubmit}>
      <div className="model-form__grid">
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            set('name', event.target.value);
            if (!slugTouched) set('slug', slugify(event.target.value));
          }}
        />
        <TextField
          label="Slug"
          name="slug"
          required
          autoComplete="off"
          spellCheck={false}
          hint={`The address of its page: /pontiac/${values.slug || 'slug'}`}
          value={values.slug}
          error={errors.slug}
          onChange={(event) => {
            setSlugTouched(true);
            set('slug', event.target.value);
          }}
        />
        <TextField
          label="First Year"
          name="firstYear"
          {...yearProps}
          value={values.firstYear}
          error={errors.firstYear}
          onChange={(event) => set('firstYear', event.target.value)}
        />
        <TextField
          label="Last Year"
          name="lastYear"
          {...yearProps}
          value={values.lastYear}
          error={errors.lastYear}
          onChange={(event) => set('lastYear', event.target.value)}
        />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label="Hero Image URL"
        name="heroImage"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="A web address, or a path on this site such as /uploads/… (optional)."
        value={values.heroImage}
        error={errors.heroImage}
        onChange={(event) => set('heroImage', event.target.value)}
      />
      <BodyStyleCheckboxes value={values.bodyStyles} error={errors.bodyStyles} onChange={(styles) => set('bodyStyles', styles)} />
      <FeaturedField checked={values.featured} onChange={(featured) => set('featured', featured)} />
      {formError && (
        <p className="model-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : model ? 'Save Changes' : 'Create Model'}
        </Button>
      </div>
    </form>
  );
}
