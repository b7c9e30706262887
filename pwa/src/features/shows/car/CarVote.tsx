import { LOGIN_PATH } from '@shared/layout/nav';
import type { Show, ShowCar } from '@shared/shows/responses';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { showWriteTexts } from '../entry/writeTexts';
import { useBallot } from '../voting/useBallot';
import { WindowState } from '../voting/VotingPanel';
import '../voting/voting.css';

/**
 * The car's own vote: a visitor who scanned its dash card votes here, in one tap, offline too (the outbox
 * sends it once). It says where the member's vote in the class stands: on this car, moving from another, or why not.
 */
export function CarVote({ show, car }: { show: Show; car: ShowCar }) {
  const ballot = useBallot(show);
  if (car.status === 'withdrawn' || car.status === 'waitlisted') return null;
  const choice = ballot.choiceIn(car.classId);
  const choiceNumber = ballot.choiceNumberIn(car.classId);
  const refusal = ballot.refusalIn(car.classId);
  const waiting = choice === car.id && ballot.queuedIn(car.classId) !== undefined;

  let action;
  if (!ballot.member) action = <ButtonLink to={LOGIN_PATH}>{showWriteTexts.signInToVote}</ButtonLink>;
  else if (ballot.isOwn(car)) action = <p>{showWriteTexts.ownCar}</p>;
  else if (choice === car.id) action = <p className="show-badge">{waiting ? showWriteTexts.pendingChoice : showWriteTexts.votedForThis}</p>;
  else if (ballot.open) {
    action = (
      <>
        {choice && choiceNumber !== null && <p>{showWriteTexts.voteMovesFrom(choiceNumber)}</p>}
        <Button size="lg" onClick={() => void ballot.vote(car)}>
          {showWriteTexts.voteForIn(car.carNumber, car.className)}
        </Button>
      </>
    );
  }
  return (
    <section className="car-vote card show-panel" aria-labelledby="car-vote-title">
      <h2 id="car-vote-title">{showWriteTexts.peoplesChoice}</h2>
      <WindowState show={show} />
      {action}
      {refusal && (
        <p className="show-panel__error" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
