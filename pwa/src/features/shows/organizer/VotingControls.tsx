import type { Show } from '@shared/shows/responses';
import { votingStateAt } from '@shared/shows/voting';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { useNow } from '../voting/useNow';
import { useShowResults } from './organizerApi';

interface VotingControlsProps {
  show: Show;
  opensAt: string;
  closesAt: string;
  onTimesChange: (times: { votingOpensAt?: string; votingClosesAt?: string }) => void;
  onAction: (action: 'open' | 'close') => void;
  busy: boolean;
}

/** The organiser's live tally while People's Choice is open (provisional), per class. */
function LiveTally({ show }: { show: Show }) {
  const results = useShowResults(show.eventId, true);
  if (!results.data) return null;
  return (
    <section aria-labelledby="live-tally-title">
      <h3 id="live-tally-title">{texts.liveTally}</h3>
      {results.data.classes.map((tally) => {
        const name = show.classes.find((item) => item.id === tally.classId)?.name ?? '';
        return (
          <div key={tally.classId}>
            <h4>{name}</h4>
            {tally.standings.length === 0 ? (
              <p>{texts.noVotes}</p>
            ) : (
              <ol className="show-list" aria-label={`${texts.liveTally}: ${name}`}>
                {tally.standings.map((standing) => (
                  <li key={standing.entryId} className="show-list__item">
                    {standing.rank}. {texts.carNumber(standing.carNumber)}: {texts.votes(standing.votes)}
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** People's Choice: open or close now, or set the times (saved with the set-up); the tally while open. */
export function VotingControls({ show, opensAt, closesAt, onTimesChange, onAction, busy }: VotingControlsProps) {
  const state = votingStateAt(show, useNow(show));
  return (
    <fieldset className="show-setup__group">
      <legend>{texts.votingWindow}</legend>
      <p role="status">{state === 'open' ? texts.votingOpenNow : state === 'closed' ? texts.votingHasClosed : texts.votingNotScheduled}</p>
      <div className="show-panel__actions">
        <Button variant="secondary" disabled={busy || state === 'open'} onClick={() => onAction('open')}>
          {texts.openVotingNow}
        </Button>
        <Button variant="secondary" disabled={busy || state !== 'open'} onClick={() => onAction('close')}>
          {texts.closeVotingNow}
        </Button>
      </div>
      <div className="show-panel__actions">
        <TextField
          label={texts.opensAt}
          type="datetime-local"
          value={opensAt}
          onChange={(event) => onTimesChange({ votingOpensAt: event.target.value })}
        />
        <TextField
          label={texts.closesAt}
          type="datetime-local"
          value={closesAt}
          onChange={(event) => onTimesChange({ votingClosesAt: event.target.value })}
        />
      </div>
      {state === 'open' && <LiveTally show={show} />}
    </fieldset>
  );
}
