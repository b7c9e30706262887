import { useId, useState } from 'react';
import { checkPoints } from '@shared/shows/judging';
import { judgingTexts } from '@shared/shows/judging-texts';
import { sheetMax, sheetTotal, type Criterion } from '@shared/shows/judging-responses';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';

interface ScoreFormProps {
  carNumber: number;
  criteria: readonly Criterion[];
  /** The judge's points so far for this car, or none. */
  points: Record<string, number> | null;
  onSave: (points: Record<string, number>) => Promise<void>;
  onCancel: () => void;
}

/** One car's score sheet: points for each criterion (0 to its maximum), checked as the server checks them. */
export function ScoreForm({ carNumber, criteria, points, onSave, onCancel }: ScoreFormProps) {
  const headingId = useId();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(criteria.map((criterion) => [criterion.id, points?.[criterion.id]?.toString() ?? ''])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const given = Object.fromEntries(
    criteria.map((criterion) => [criterion.id, typed[criterion.id]?.trim() === '' ? Number.NaN : Number(typed[criterion.id])]),
  );
  const total = Object.values(given).every(Number.isFinite) ? sheetTotal(given) : null;

  return (
    <form
      className="score-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refusal = checkPoints(criteria, given);
        if (refusal) return setProblem(refusal);
        setProblem(null);
        setSaving(true);
        void onSave(given).finally(() => setSaving(false));
      }}
    >
      <h4 id={headingId}>{judgingTexts.scoreCar(carNumber)}</h4>
      <div className="score-form__criteria">
        {criteria.map((criterion) => (
          <TextField
            key={criterion.id}
            label={`${criterion.name} (0–${criterion.maxPoints})`}
            type="number"
            inputMode="numeric"
            min={0}
            max={criterion.maxPoints}
            step={1}
            value={typed[criterion.id] ?? ''}
            onChange={(event) => setTyped((current) => ({ ...current, [criterion.id]: event.target.value }))}
          />
        ))}
      </div>
      <p className="score-form__total" aria-live="polite">
        {total === null ? '' : judgingTexts.total(total, sheetMax(criteria))}
      </p>
      {problem && (
        <p className="show-panel__error" role="alert">
          {problem}
        </p>
      )}
      <div className="show-panel__actions">
        <Button type="submit" disabled={saving}>
          {judgingTexts.saveScore}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
