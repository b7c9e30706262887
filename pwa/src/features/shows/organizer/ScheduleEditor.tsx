import { SHOW_SCHEDULE_PLACE_MAX_LENGTH, SHOW_SCHEDULE_TITLE_MAX_LENGTH } from '@shared/shows/schemas';
import { TextField } from '@/ui/TextField';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { EditableRows } from '@/ui/editable-rows/EditableRows';
import { emptyScheduleItem, type ScheduleRow } from './setupValues';

/** The day's schedule: time, title, optional place; add, remove, reorder. */
export function ScheduleEditor({ rows, onChange }: { rows: ScheduleRow[]; onChange: (rows: ScheduleRow[]) => void }) {
  return (
    <fieldset className="show-setup__group">
      <legend>{texts.schedule}</legend>
      <EditableRows
        rows={rows}
        onChange={onChange}
        noun={texts.scheduleItemNoun}
        nameOf={(row, index) => row.title || `${index + 1}`}
        ordered
        addLabel={texts.addScheduleItem}
        newRow={emptyScheduleItem}
      >
        {(_, field) => (
          <>
            <TextField label={texts.time} type="datetime-local" required {...field('startsAt')} />
            <TextField label={texts.title} required maxLength={SHOW_SCHEDULE_TITLE_MAX_LENGTH} {...field('title')} />
            <TextField label={texts.place} maxLength={SHOW_SCHEDULE_PLACE_MAX_LENGTH} {...field('place')} />
          </>
        )}
      </EditableRows>
    </fieldset>
  );
}
