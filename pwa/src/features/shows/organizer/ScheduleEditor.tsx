import { SHOW_SCHEDULE_PLACE_MAX_LENGTH, SHOW_SCHEDULE_TITLE_MAX_LENGTH } from '@shared/shows/schemas';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { emptyScheduleItem, moved, type ScheduleRow } from './setupValues';

/** The day's schedule: time, title, optional place; add, remove, reorder. */
export function ScheduleEditor({ rows, onChange }: { rows: ScheduleRow[]; onChange: (rows: ScheduleRow[]) => void }) {
  const change = (index: number, patch: Partial<ScheduleRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="show-setup__group">
      <legend>{texts.schedule}</legend>
      <ol className="show-setup__rows">
        {rows.map((row, index) => {
          const name = row.title || `${index + 1}`;
          return (
            <li key={row.key} className="show-setup__row" aria-label={`Schedule item ${name}`}>
              <TextField
                label={texts.time}
                type="datetime-local"
                required
                value={row.startsAt}
                onChange={(event) => change(index, { startsAt: event.target.value })}
              />
              <TextField
                label={texts.title}
                required
                maxLength={SHOW_SCHEDULE_TITLE_MAX_LENGTH}
                value={row.title}
                onChange={(event) => change(index, { title: event.target.value })}
              />
              <TextField
                label={texts.place}
                maxLength={SHOW_SCHEDULE_PLACE_MAX_LENGTH}
                value={row.place}
                onChange={(event) => change(index, { place: event.target.value })}
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
                  <span className="visually-hidden"> schedule item {name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, emptyScheduleItem()])}>
          {texts.addScheduleItem}
        </Button>
      </div>
    </fieldset>
  );
}
