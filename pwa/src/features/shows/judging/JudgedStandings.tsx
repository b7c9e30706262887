import { judgingTexts } from '@shared/shows/judging-texts';
import { type JudgedClass } from '@shared/shows/judging-responses';
import type { Show, ShowEntry } from '@shared/shows/responses';
import { carTitle } from '../cars';

interface JudgedStandingsProps {
  show: Show;
  entries: readonly ShowEntry[];
  classes: readonly JudgedClass[];
}

/** Each judged class's cars by the judges' mean score, places shared by ties (named "Tie"). */
export function JudgedStandings({ show, entries, classes }: JudgedStandingsProps) {
  const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
  return classes.map((judged) => {
    const name = show.classes.find((item) => item.id === judged.classId)?.name ?? 'Class';
    const tied = (rank: number) => judged.standings.filter((standing) => standing.rank === rank).length > 1;
    return (
      <section key={judged.classId} className="show-class" aria-labelledby={`judged-${judged.classId}`}>
        <h3 id={`judged-${judged.classId}`}>
          {name}: {judgingTexts.judgesScore}
        </h3>
        {judged.standings.length === 0 ? (
          <p className="show-empty">{judgingTexts.notJudged}</p>
        ) : (
          <table className="show-results__table">
            <caption className="visually-hidden">
              {judgingTexts.judgesScore} in {name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Car</th>
                <th scope="col">{judgingTexts.judgesScore}</th>
              </tr>
            </thead>
            <tbody>
              {judged.standings.map((standing) => {
                const entry = entriesById.get(standing.entryId);
                return (
                  <tr key={standing.entryId}>
                    <td>
                      {standing.rank}
                      {tied(standing.rank) ? ` (${judgingTexts.tie})` : ''}
                    </td>
                    <td>
                      #{standing.carNumber} {entry ? carTitle(entry.car) : ''}
                      {entry?.owner ? `, ${entry.owner.name}` : ''}
                    </td>
                    <td>{judgingTexts.total(standing.score, judged.maxTotal)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    );
  });
}
