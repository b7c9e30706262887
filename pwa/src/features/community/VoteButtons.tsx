import type { MyVote } from '@shared/community/responses';
import { communityTexts } from '@shared/community/texts';

interface VoteButtonsProps {
  /** What is voted on, in the buttons' accessible names: "Upvote {subject}". */
  subject: string;
  count: number;
  myVote: MyVote;
  onVote: (value: MyVote) => void;
  /** Comments take upvotes only. */
  withDownvote?: boolean;
  /** My vote is on this device and not on the server yet. */
  waiting?: boolean;
}

/** Up and down arrows around the score; pressing my current vote again takes it back (value 0). */
export function VoteButtons({ subject, count, myVote, onVote, withDownvote = true, waiting = false }: VoteButtonsProps) {
  const toggle = (value: 1 | -1) => onVote(myVote === value ? 0 : value);
  return (
    <div role="group" aria-label={`Votes for ${subject}`} className={withDownvote ? 'vote-buttons' : 'vote-buttons vote-buttons--row'}>
      <button
        type="button"
        className="vote-buttons__button vote-buttons__button--up"
        aria-label={`Upvote ${subject}`}
        aria-pressed={myVote === 1}
        onClick={() => toggle(1)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <span className="vote-buttons__count">
        {count}
        <span className="visually-hidden"> points</span>
      </span>
      {withDownvote && (
        <button
          type="button"
          className="vote-buttons__button vote-buttons__button--down"
          aria-label={`Downvote ${subject}`}
          aria-pressed={myVote === -1}
          onClick={() => toggle(-1)}
        >
          <span aria-hidden="true">▼</span>
        </button>
      )}
      {waiting && (
        <span className="vote-buttons__waiting" title={communityTexts.voteWaiting}>
          <span aria-hidden="true">⏳</span>
          <span className="visually-hidden">{communityTexts.voteWaiting}</span>
        </span>
      )}
    </div>
  );
}
