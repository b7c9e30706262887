import { SHOW_CLASS_NAME_MAX_LENGTH, SHOW_YEAR_MAX, SHOW_YEAR_MIN } from '@shared/shows/schemas';
import { useModels } from '@/features/catalogue';
import { SelectField } from '@/ui/SelectField';
import { TextAreaField } from '@/ui/TextAreaField';
import { TextField } from '@/ui/TextField';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { EditableRows } from '@/ui/editable-rows/EditableRows';
import { emptyClass, type ClassRow } from './setupValues';

const yearInput = { type: 'number', min: SHOW_YEAR_MIN, max: SHOW_YEAR_MAX };

/** The show's classes: name, optional model (from the catalogue) and years, score sheet and judges; add, remove, reorder. */
export function ClassesEditor({ rows, onChange }: { rows: ClassRow[]; onChange: (rows: ClassRow[]) => void }) {
  const models = useModels();
  const modelOptions = [
    { value: '', label: texts.anyModel },
    ...(models.data ?? []).map((model) => ({ value: model.slug, label: model.name })),
  ];
  return (
    <fieldset className="show-setup__group">
      <legend>{texts.classes}</legend>
      <EditableRows
        rows={rows}
        onChange={onChange}
        noun={texts.classNoun}
        nameOf={(row, index) => row.name || `${index + 1}`}
        ordered
        addLabel={texts.addClass}
        newRow={emptyClass}
      >
        {(_, field) => (
          <>
            <TextField label={texts.className} required maxLength={SHOW_CLASS_NAME_MAX_LENGTH} {...field('name')} />
            <SelectField label={texts.model} options={modelOptions} {...field('modelSlug')} />
            <TextField label={texts.yearFrom} {...yearInput} {...field('yearFrom')} />
            <TextField label={texts.yearTo} {...yearInput} {...field('yearTo')} />
            <TextAreaField label={texts.scoreSheet} hint={texts.scoreSheetHint} rows={3} {...field('scoreSheet')} />
            <TextAreaField label={texts.judges} hint={texts.judgesHint} rows={2} {...field('judges')} />
          </>
        )}
      </EditableRows>
    </fieldset>
  );
}
