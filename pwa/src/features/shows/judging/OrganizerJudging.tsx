import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { judgingTexts } from '@shared/shows/judging-texts';
import { type JudgedClass } from '@shared/shows/judging-responses';
import type { Show, ShowEntry } from '@shared/shows/responses';
import { showKeys } from '../showKeys';
import { serverMessage } from '@/http/errorMessage';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { toast } from '@/ui/toast/toastStore';
import { carTitle } from '../cars';
import { JudgedStandings } from './JudgedStandings';
import { publishAwards, setJudging } from './judgingApi';

interface OrganizerJudgingProps {
  show: Show;
  entries: readonly ShowEntry[];
  /** The judged standings so far (the dashboard's), or none yet. */
  standings: readonly JudgedClass[] | undefined;
  awardsPublishedAt: string | null;
}

/** The organiser's side of judging: lock (or unlock) the scores, then publish the class awards and Best of Show. */
export function OrganizerJudging({ show, entries, standings, awardsPublishedAt }: OrganizerJudgingProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [bestOfShow, setBestOfShow] = useState('');
  const locked = show.judgingLockedAt !== null;
  const contenders = entries.filter((entry) => entry.status === 'entered' || entry.status === 'checked_in');

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: showKeys.all });
    } catch (error) {
      toast({ title: serverMessage(error) ?? 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="show-panel card" aria-labelledby="organizer-judging">
      <h2 id="organizer-judging">{judgingTexts.judging}</h2>
      <p role="status">{locked ? judgingTexts.judgingIsLocked : judgingTexts.judgingIsOpen}</p>
      <div className="show-panel__actions">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () => setJudging(show.eventId, locked ? 'unlock' : 'lock'),
              locked ? judgingTexts.unlockJudging : judgingTexts.lockJudging,
            )
          }
        >
          {locked ? judgingTexts.unlockJudging : judgingTexts.lockJudging}
        </Button>
      </div>
      {standings && <JudgedStandings show={show} entries={entries} classes={standings} />}
      {locked && (
        <form
          className="show-panel__form"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => publishAwards(show.eventId, bestOfShow || null), judgingTexts.awardsPublished);
          }}
        >
          <SelectField
            label={judgingTexts.bestOfShow}
            value={bestOfShow}
            onChange={(event) => setBestOfShow(event.target.value)}
            options={[
              { value: '', label: 'None' },
              ...contenders.map((entry) => ({ value: entry.id, label: `#${entry.carNumber} ${carTitle(entry.car)}` })),
            ]}
          />
          <div className="show-panel__actions">
            <Button type="submit" disabled={busy}>
              {judgingTexts.publishAwards}
            </Button>
          </div>
          {awardsPublishedAt && <p>{judgingTexts.awardsPublished}.</p>}
        </form>
      )}
    </section>
  );
}
