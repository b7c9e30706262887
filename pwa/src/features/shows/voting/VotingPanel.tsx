import { useState } from 'react';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { Show, ShowClass, ShowEntry } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { votingStateAt } from '@shared/shows/voting';
import { useOutboxMember } from '@/features/auth';
import { QueuedWriteControls } from '@/outbox/page/QueuedWriteControls';
import { queuedOfKind, useQueuedWrites } from '@/outbox/page/useQueuedWrites';
import type { QueuedOf } from '@/outbox/types';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { useMyShow } from '../useShowData';
import { useSubmitShowWrite, voteWrite } from '../entry/showWrites';
import { showWriteTexts } from '../entry/writeTexts';
import { formatShowDayTime } from '../showDates';
import { useNow } from './useNow';

interface VotingPanelProps {
  show: Show;
  /** Every entry of the show (the saved show's, or the server's). */
  entries: readonly ShowEntry[];
}

const carLabel = (entry: ShowEntry) => `${showWriteTexts.carNumber(entry.carNumber)}: ${entry.car.year} ${entry.car.modelName}`;

/** Where the window stands, in words, as the device's clock moves. */
function WindowState({ show }: { show: Show }) {
  const state = votingStateAt(show, useNow(show));
  const closes = show.votingClosesAt ? showWriteTexts.votingClosesAt(formatShowDayTime(show.votingClosesAt)) : null;
  if (state === 'closed') return <p role="status">{showWriteTexts.votingHasClosed}</p>;
  if (state === 'open') return <p role="status">{[showWriteTexts.votingOpenNow, closes].filter(Boolean).join('. ')}</p>;
  const opens = show.votingOpensAt
    ? showWriteTexts.votingOpensAt(formatShowDayTime(show.votingOpensAt))
    : showWriteTexts.votingNotScheduled;
  return <p role="status">{opens}</p>;
}

interface ClassBallotProps {
  showClass: ShowClass;
  entries: readonly ShowEntry[];
  memberId: string;
  ownEntryIds: ReadonlySet<string>;
  /** The member's vote the server holds in this class. */
  storedChoice: string | null;
  queued: QueuedOf<'show-vote'> | undefined;
  canVote: boolean;
  onVote: (entry: ShowEntry) => void;
  refusal: string | null;
}

/** One class: its cars, the member's choice (a queued one shown as waiting), one tap to vote or change. */
function ClassBallot({ showClass, entries, memberId, ownEntryIds, storedChoice, queued, canVote, onVote, refusal }: ClassBallotProps) {
  const headingId = `ballot-${showClass.id}`;
  const choice = queued && queued.state !== 'failed' ? queued.payload.entryId : storedChoice;
  const isOwn = (entry: ShowEntry) => ownEntryIds.has(entry.id) || entry.owner?.id === memberId;
  return (
    <section className="show-ballot" aria-labelledby={headingId}>
      <h3 id={headingId}>{showClass.name}</h3>
      {entries.length === 0 && <p>{showWriteTexts.noCarsInClass}</p>}
      <ul className="show-list">
        {entries.map((entry) => {
          const own = isOwn(entry);
          const withdrawn = entry.status === 'withdrawn';
          const chosen = choice === entry.id;
          const reason = own ? showWriteTexts.ownCar : withdrawn ? showWriteTexts.withdrawnCar : null;
          const reasonId = `${headingId}-${entry.id}-reason`;
          return (
            <li key={entry.id} className={`show-list__item${chosen ? ' show-list__item--chosen' : ''}`}>
              <Button
                size="sm"
                variant={chosen ? 'primary' : 'secondary'}
                aria-pressed={chosen}
                disabled={!canVote || own || withdrawn}
                aria-describedby={reason ? reasonId : undefined}
                onClick={() => onVote(entry)}
              >
                {showWriteTexts.voteFor(carLabel(entry))}
              </Button>
              {chosen && (
                <span className="show-badge">
                  {queued && queued.state !== 'failed' ? showWriteTexts.pendingChoice : showWriteTexts.yourChoice}
                </span>
              )}
              {reason && (
                <span id={reasonId} className="show-list__note">
                  {reason}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {refusal && (
        <p className="show-panel__error" role="alert">
          {refusal}
        </p>
      )}
      {queued?.state === 'failed' && (
        <div className="show-panel__error" role="alert">
          <p>{queued.lastError ?? showTexts.votingClosed}</p>
          <QueuedWriteControls
            item={{ ...queued, lastError: null }}
            title={`your vote in ${showClass.name}`}
            className="show-list"
            confirm={{ title: 'Discard this vote?', message: 'It was not counted and will not be sent again.' }}
          />
        </div>
      )}
      {queued?.state === 'needs-sign-in' && (
        <QueuedWriteControls
          item={queued}
          title={`your vote in ${showClass.name}`}
          className="show-list"
          confirm={{ title: 'Discard this vote?', message: 'It has not been sent.' }}
        />
      )}
    </section>
  );
}

/**
 * People's Choice: the window's state, then per class the cars (one's own disabled, with the reason), the member's
 * choice, and one tap to vote or change. Votes go through the outbox with castAt = when tapped, so they are cast with
 * no signal and sent once; a vote the server refuses (the window closed meanwhile) says so here.
 */
export function VotingPanel({ show, entries }: VotingPanelProps) {
  const { member } = useOutboxMember();
  const submitShowWrite = useSubmitShowWrite();
  const mine = useMyShow(show.eventId, member?.id);
  const queuedVotes = queuedOfKind(useQueuedWrites(), 'show-vote').filter((item) => item.eventId === show.eventId);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const open = votingStateAt(show, useNow(show)) === 'open';

  if (!member) {
    return (
      <section className="show-panel card" aria-labelledby="voting-title">
        <h2 id="voting-title">{showWriteTexts.peoplesChoice}</h2>
        <WindowState show={show} />
        <ButtonLink to={LOGIN_PATH}>{showWriteTexts.signInToVote}</ButtonLink>
      </section>
    );
  }
  const ownEntryIds = new Set((mine.data?.entries ?? []).map((entry) => entry.id));
  const storedChoice = (classId: string) => mine.data?.votes.find((item) => item.classId === classId)?.entryId ?? null;

  const vote = async (showClass: ShowClass, entry: ShowEntry) => {
    setRefusals(({ [showClass.id]: _dropped, ...rest }) => rest);
    const answer = await submitShowWrite(voteWrite(show.eventId, showClass.id, entry.id, carLabel(entry)), member);
    if (answer.result === 'refused') setRefusals((current) => ({ ...current, [showClass.id]: answer.message }));
  };

  return (
    <section className="show-panel card" aria-labelledby="voting-title">
      <h2 id="voting-title">{showWriteTexts.peoplesChoice}</h2>
      <WindowState show={show} />
      {show.classes.map((showClass) => (
        <ClassBallot
          key={showClass.id}
          showClass={showClass}
          entries={entries
            .filter((entry) => entry.classId === showClass.id && entry.status !== 'waitlisted')
            .sort((a, b) => a.carNumber - b.carNumber)}
          memberId={member.id}
          ownEntryIds={ownEntryIds}
          storedChoice={storedChoice(showClass.id)}
          queued={queuedVotes.find((item) => item.classId === showClass.id)}
          canVote={open}
          onVote={(entry) => void vote(showClass, entry)}
          refusal={refusals[showClass.id] ?? null}
        />
      ))}
    </section>
  );
}
