import type { Show } from '@shared/shows/responses';
import { votingStateAt } from '@shared/shows/voting';
import { formatShowDayTime } from '../showDates';

/** Where People's Choice stands now, by the device's clock: not open yet (and when it opens), open (until when), closed. */
export function VotingWindow({ show }: { show: Show }) {
  const state = votingStateAt(show, new Date());
  if (state === 'closed') return <p className="show-voting">People’s Choice has closed.</p>;
  if (state === 'open') {
    return (
      <p className="show-voting">
        People’s Choice is open
        {show.votingClosesAt ? (
          <>
            {' '}
            until <time dateTime={show.votingClosesAt}>{formatShowDayTime(show.votingClosesAt)}</time>.
          </>
        ) : (
          ': the organizer closes it.'
        )}
      </p>
    );
  }
  return (
    <p className="show-voting">
      People’s Choice is not open yet
      {show.votingOpensAt ? (
        <>
          : it opens <time dateTime={show.votingOpensAt}>{formatShowDayTime(show.votingOpensAt)}</time>.
        </>
      ) : (
        '.'
      )}
    </p>
  );
}
