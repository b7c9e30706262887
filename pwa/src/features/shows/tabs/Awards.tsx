import { judgingTexts } from '@shared/shows/judging-texts';
import { type ShowAwards } from '@shared/shows/judging-responses';
import type { ShowBundle } from '@shared/shows/responses';
import { carTitle } from '../cars';
import { JudgedStandings } from '../judging/JudgedStandings';

/** The published awards: Best of Show, each judged class's places, and People's Choice winners. */
export function Awards({ bundle, awards }: { bundle: ShowBundle; awards: ShowAwards }) {
  const entry = (entryId: string) => bundle.entries.find((item) => item.id === entryId);
  const describe = (entryId: string) => {
    const car = entry(entryId);
    return car ? `#${car.carNumber} ${carTitle(car.car)}${car.owner ? `, ${car.owner.name}` : ''}` : '';
  };
  const className = (classId: string) => bundle.show.classes.find((item) => item.id === classId)?.name ?? 'Class';
  return (
    <section className="show-awards" aria-labelledby="show-awards">
      <h3 id="show-awards">Awards</h3>
      {awards.bestOfShow && (
        <p className="show-awards__best">
          <strong>{judgingTexts.bestOfShow}:</strong> {describe(awards.bestOfShow.entryId)}
        </p>
      )}
      {awards.peoplesChoice.length > 0 && (
        <ul className="show-list" aria-label="People’s Choice winners">
          {awards.peoplesChoice.map((winner) => (
            <li key={winner.classId} className="show-list__item">
              People’s Choice, {className(winner.classId)}: {winner.entryIds.map(describe).join(' and ')}
            </li>
          ))}
        </ul>
      )}
      <h3>{judgingTexts.classAwards}</h3>
      <JudgedStandings show={bundle.show} entries={bundle.entries} classes={awards.classes} />
    </section>
  );
}
