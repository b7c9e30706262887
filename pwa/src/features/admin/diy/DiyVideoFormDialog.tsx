import { useState } from 'react';
import { diyAdminTexts, type DiyVideoInput } from '@shared/diy/admin';
import { DIY_CATEGORIES, DIY_DIFFICULTIES, type DiyVideo } from '@shared/diy/schemas';
import { ApiError } from '@/http/client';
import { serverMessage } from '@/http/errorMessage';
import { FormDialogActions } from '@/ui/dialog/FormDialogActions';
import { Dialog } from '@/ui/dialog/Dialog';
import { useZodForm } from '@/ui/form/useZodForm';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { useModels } from '@/features/catalogue';
import { toastFailure, toastSuccess } from '../adminToast';
import { createDiyVideo, updateDiyVideo } from './diyAdminApi';
import { initialValues, parseDiyVideoForm } from './diyVideoFormValues';
import { ModelCheckboxes } from './ModelCheckboxes';
import { useDiyVideoMutation } from './useDiyAdmin';

interface DiyVideoFormDialogProps {
  /** null to add a video. */
  video: DiyVideo | null;
  onClose: () => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const categoryOptions = DIY_CATEGORIES.map((value) => ({ value, label: capitalise(value) }));
const difficultyOptions = DIY_DIFFICULTIES.map((value) => ({ value, label: capitalise(value) }));
const pick = <T extends string>(options: readonly T[], value: string, fallback: T) =>
  options.find((option) => option === value) ?? fallback;

/** Add and edit a DIY video: checked with the shared schema first, then the server's answer shown. */
export function DiyVideoFormDialog({ video, onClose }: DiyVideoFormDialogProps) {
  const { values, errors, set, setError, field, handleSubmit } = useZodForm({
    initialValues: () => initialValues(video),
    parse: parseDiyVideoForm,
  });
  const models = useModels();
  const [formError, setFormError] = useState<string>();
  const save = useDiyVideoMutation((input: DiyVideoInput) => (video ? updateDiyVideo({ id: video.id, input }) : createDiyVideo(input)));

  const submit = (input: DiyVideoInput) => {
    setFormError(undefined);
    save.mutate(input, {
      onSuccess: () => {
        toastSuccess(video ? diyAdminTexts.updated : diyAdminTexts.created);
        onClose();
      },
      onError: (error) => {
        toastFailure(diyAdminTexts.saveFailed, error);
        const message = serverMessage(error) ?? diyAdminTexts.saveFailed;
        if (error instanceof ApiError && error.status === 409) setError('video', message);
        else setFormError(message);
      },
    });
  };

  return (
    <Dialog
      size="lg"
      title={video ? `Edit ${video.title}` : 'Add Video'}
      description={video ? 'Change the details of this video.' : 'Add a YouTube video to the DIY page.'}
      onClose={onClose}
    >
      <form className="model-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label="YouTube URL or Video ID"
          required
          autoComplete="off"
          spellCheck={false}
          hint="A watch, youtu.be, shorts or embed link, or the 11-character id."
          {...field('video')}
        />
        <TextField label="Title" required autoComplete="off" {...field('title')} />
        <TextAreaField label="Description" rows={3} {...field('description')} />
        <div className="model-form__grid">
          <SelectField
            label="Category"
            options={categoryOptions}
            value={values.category}
            onChange={(event) => set('category', pick(DIY_CATEGORIES, event.target.value, 'general'))}
          />
          <SelectField
            label="Difficulty"
            options={difficultyOptions}
            value={values.difficulty}
            onChange={(event) => set('difficulty', pick(DIY_DIFFICULTIES, event.target.value, 'beginner'))}
          />
          <TextField
            label="Duration"
            autoComplete="off"
            inputMode="numeric"
            hint="Optional, e.g. 12:30 or 1:02:03."
            {...field('duration')}
          />
          <TextField label="From year" autoComplete="off" inputMode="numeric" hint="Optional, e.g. 1964." {...field('yearFrom')} />
          <TextField label="To year" autoComplete="off" inputMode="numeric" hint="Optional, e.g. 1967." {...field('yearTo')} />
        </div>
        {models.data ? (
          <ModelCheckboxes
            models={models.data}
            value={values.modelSlugs}
            error={errors.modelSlugs}
            onChange={(slugs) => set('modelSlugs', slugs)}
          />
        ) : (
          <p className="field__hint">{models.isError ? 'The models could not be loaded.' : 'Loading models...'}</p>
        )}
        <FormDialogActions
          submitLabel={video ? 'Save Changes' : 'Add Video'}
          pending={save.isPending}
          onCancel={onClose}
          formError={formError}
        />
      </form>
    </Dialog>
  );
}
