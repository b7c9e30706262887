import { useDeferredValue, useMemo, useState } from 'react';
import { LOGIN_PATH } from '@shared/layout/nav';
import type { Show, ShowClass, ShowEntry } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { votingStateAt } from '@shared/shows/voting';
import { QueuedWriteControls } from '@/outbox/page/QueuedWriteControls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { TextField } from '@/ui/TextField';
import { CarThumb } from '../CarThumb';
import { carTitle } from '../cars';
import { useFollowLinks } from '../followLinks';
import { showWriteTexts } from '../entry/writeTexts';
import { formatShowDayTime } from '../showDates';
import { useBallot, type Ballot } from './useBallot';
import { useNow } from './useNow';
import './voting.css';

interface VotingPanelProps {
  show: Show;
  /** Every entry of the show (the saved show's, or the server's). */
  entries: readonly ShowEntry[];
}

/** Where the window stands, in words, as the device's clock moves. */
export function WindowState({ show }: { show: Show }) {
  const state = votingStateAt(show, useNow(show));
  const closes = show.votingClosesAt ? showWriteTexts.votingClosesAt(formatShowDayTime(show.votingClosesAt)) : null;
  if (state === 'closed') return <p role="status">{showWriteTexts.votingHasClosed}</p>;
  if (state === 'open') return <p role="status">{[showWriteTexts.votingOpenNow, closes].filter(Boolean).join('. ')}</p>;
  const opens = show.votingOpensAt
    ? showWriteTexts.votingOpensAt(formatShowDayTime(show.votingOpensAt))
    : showWriteTexts.votingNotScheduled;
  return <p role="status">{opens}</p>;
}

interface BallotCardProps {
  eventId: string;
  entry: ShowEntry;
  showClass: ShowClass;
  ballot: Ballot;
}

/** One car as a card: its picture, number, car and owner, and the vote for it (or why there is none). */
function BallotCard({ eventId, entry, showClass, ballot }: BallotCardProps) {
  const own = ballot.isOwn(entry);
  const chosen = ballot.choiceIn(showClass.id) === entry.id;
  const waiting = chosen && ballot.queuedIn(showClass.id) !== undefined;
  const reasonId = `ballot-${entry.id}-reason`;
  return (
    <li className={`ballot-card${chosen ? ' ballot-card--chosen' : ''}`}>
      <CarThumb entry={entry} className="ballot-card__picture" width={160} height={120} />
      {/* Opened in the app by the panel's one click handler (useFollowLinks). */}
      <a className="ballot-card__car" href={`/events/${eventId}/cars/${entry.carNumber}`}>
        <span className="ballot-card__number">#{entry.carNumber}</span> {carTitle(entry.car)}
      </a>
      <span className="ballot-card__owner">{entry.owner?.name ?? ''}</span>
      {chosen && <span className="show-badge">{waiting ? showWriteTexts.pendingChoice : showWriteTexts.yourChoice}</span>}
      {own ? (
        <span id={reasonId} className="show-list__note">
          {showWriteTexts.ownCar}
        </span>
      ) : (
        ballot.member &&
        !chosen && (
          <Button size="sm" variant="secondary" disabled={!ballot.open} onClick={() => void ballot.vote(entry)}>
            {showWriteTexts.voteForIn(entry.carNumber, showClass.name)}
          </Button>
        )
      )}
    </li>
  );
}

interface ClassBallotProps {
  eventId: string;
  showClass: ShowClass;
  /** The class's cars that may be voted for, by number. */
  entries: readonly ShowEntry[];
  ballot: Ballot;
}

/** One class: its cars as cards, the member's current choice first; a refused or stuck vote says so. */
function ClassBallot({ eventId, showClass, entries, ballot }: ClassBallotProps) {
  const headingId = `ballot-${showClass.id}`;
  const choice = ballot.choiceIn(showClass.id);
  const ordered = choice ? [...entries.filter((entry) => entry.id === choice), ...entries.filter((entry) => entry.id !== choice)] : entries;
  const queued = ballot.queuedIn(showClass.id);
  const refusal = ballot.refusalIn(showClass.id);
  return (
    <section className="show-ballot" aria-labelledby={headingId}>
      <h3 id={headingId}>{showClass.name}</h3>
      {ordered.length === 0 && <p>{showWriteTexts.noCarsInClass}</p>}
      <ul className="ballot-cards" aria-label={showClass.name}>
        {ordered.map((entry) => (
          <BallotCard key={entry.id} eventId={eventId} entry={entry} showClass={showClass} ballot={ballot} />
        ))}
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
 * People's Choice: the window's state, a box to find a car by its number, then per class the cars as cards (picture,
 * number, car, owner), the member's current choice first, one tap to vote or change. Votes go through the outbox with
 * castAt = when tapped, so they are cast with no signal and sent once. Cards off screen are not laid out (voting.css),
 * so a class of 500 stays smooth on a phone.
 */
export function VotingPanel({ show, entries }: VotingPanelProps) {
  const ballot = useBallot(show);
  const [number, setNumber] = useState('');
  const wanted = useDeferredValue(number.trim());
  const byClass = useMemo(() => {
    const votable = entries
      .filter((entry) => entry.status !== 'waitlisted' && entry.status !== 'withdrawn')
      .filter((entry) => wanted === '' || String(entry.carNumber).startsWith(wanted))
      .sort((a, b) => a.carNumber - b.carNumber);
    return show.classes.map((showClass) => ({ showClass, entries: votable.filter((entry) => entry.classId === showClass.id) }));
  }, [entries, show.classes, wanted]);
  const found = byClass.reduce((sum, group) => sum + group.entries.length, 0);
  const followLinks = useFollowLinks();

  return (
    // The click handler only opens the cards' own links in the app: every link stays a link for the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <section className="show-panel card" aria-labelledby="voting-title" onClick={followLinks}>
      <h2 id="voting-title">{showWriteTexts.peoplesChoice}</h2>
      <WindowState show={show} />
      {!ballot.member && <ButtonLink to={LOGIN_PATH}>{showWriteTexts.signInToVote}</ButtonLink>}
      <div className="show-toolbar">
        <TextField
          label={showWriteTexts.findByNumber}
          type="search"
          inputMode="numeric"
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      {wanted !== '' && (
        <p role="status" className="show-count">
          {found === 1 ? '1 car' : `${found} cars`}
        </p>
      )}
      {byClass
        .filter((group) => wanted === '' || group.entries.length > 0)
        .map((group) => (
          <ClassBallot
            key={group.showClass.id}
            eventId={show.eventId}
            showClass={group.showClass}
            entries={group.entries}
            ballot={ballot}
          />
        ))}
    </section>
  );
}
