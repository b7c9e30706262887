import { SHOW_CLASS_NAME_MAX_LENGTH, SHOW_YEAR_MAX, SHOW_YEAR_MIN } from '@shared/shows/schemas';
import { useModels } from '@/features/catalogue';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { TextField } from '@/ui/TextField';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { emptyClass, moved, type ClassRow } from './setupValues';

/** The show's classes: name, optional model (from the catalogue) and years; add, remove, reorder. */
export function ClassesEditor({ rows, onChange }: { rows: ClassRow[]; onChange: (rows: ClassRow[]) => void }) {
  const models = useModels();
  const modelOptions = [
    { value: '', label: texts.anyModel },
    ...(models.data ?? []).map((model) => ({ value: model.slug, label: model.name })),
  ];
  const change = (index: number, patch: Partial<ClassRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="show-setup__group">
      <legend>{texts.classes}</legend>
      <ol className="show-setup__rows">
        {rows.map((row, index) => {
          const name = row.name || `${index + 1}`;
          return (
            <li key={row.key} className="show-setup__row" aria-label={`Class ${name}`}>
              <TextField
                label={texts.className}
                required
                maxLength={SHOW_CLASS_NAME_MAX_LENGTH}
                value={row.name}
                onChange={(event) => change(index, { name: event.target.value })}
              />
              <SelectField
                label={texts.model}
                value={row.modelSlug}
                options={modelOptions}
                onChange={(event) => change(index, { modelSlug: event.target.value })}
              />
              <TextField
                label={texts.yearFrom}
                type="number"
                min={SHOW_YEAR_MIN}
                max={SHOW_YEAR_MAX}
                value={row.yearFrom}
                onChange={(event) => change(index, { yearFrom: event.target.value })}
              />
              <TextField
                label={texts.yearTo}
                type="number"
                min={SHOW_YEAR_MIN}
                max={SHOW_YEAR_MAX}
                value={row.yearTo}
                onChange={(event) => change(index, { yearTo: event.target.value })}
              />
              <div className="show-list__actions">
                <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onChange(moved(rows, index, -1))}>
                  {texts.moveUp}
                  <span className="visually-hidden"> {name}</span>
                </Button>
                <Button size="sm" variant="ghost" disabled={index === rows.length - 1} onClick={() => onChange(moved(rows, index, 1))}>
                  {texts.moveDown}
                  <span className="visually-hidden"> {name}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                  {texts.remove}
                  <span className="visually-hidden"> class {name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, emptyClass()])}>
          {texts.addClass}
        </Button>
      </div>
    </fieldset>
  );
}
