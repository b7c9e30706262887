import type { MyShow, ShowBundle, ShowResults } from '@shared/shows/responses';
import { showResultsSchema } from '@shared/shows/responses';
import { showTexts } from '@shared/shows/texts';
import { votingStateAt } from '@shared/shows/voting';
import { showKeys } from '../showKeys';
import { useApiQuery } from '@/http/useApiQuery';
import { carTitle } from '../cars';
import { standingRows } from '../results';
import { Awards } from './Awards';
import { VotingWindow } from './VotingWindow';

/** Per class, in the organiser's order: its votes and standings (place, car, votes), ties shown as ties. */
function Standings({ bundle, results }: { bundle: ShowBundle; results: ShowResults }) {
  const entriesById = new Map(bundle.entries.map((entry) => [entry.id, entry]));
  const classesById = new Map(bundle.show.classes.map((item) => [item.id, item]));
  const ordered = [...results.classes].sort(
    (a, b) => (classesById.get(a.classId)?.displayOrder ?? 0) - (classesById.get(b.classId)?.displayOrder ?? 0),
  );
  return ordered.map((result) => {
    const name = classesById.get(result.classId)?.name ?? 'Class';
    return (
      <section key={result.classId} className="show-class" aria-labelledby={`show-result-${result.classId}`}>
        <h3 id={`show-result-${result.classId}`}>{name}</h3>
        <p className="show-count">{result.totalVotes === 1 ? '1 vote' : `${result.totalVotes} votes`}</p>
        {result.standings.length === 0 ? (
          <p className="show-empty">No votes in this class.</p>
        ) : (
          <table className="show-results__table">
            <caption className="visually-hidden">Standings in {name}</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Car</th>
                <th scope="col">Votes</th>
              </tr>
            </thead>
            <tbody>
              {standingRows(result.standings).map((row) => {
                const entry = entriesById.get(row.entryId);
                return (
                  <tr key={row.entryId}>
                    <td>{row.place}</td>
                    <td>
                      #{row.carNumber} {entry ? carTitle(entry.car) : ''}
                      {entry?.owner ? `, ${entry.owner.name}` : ''}
                    </td>
                    <td>{row.votes}</td>
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

/** The organiser's tally while People's Choice is open (GET …/results answers them before the close): online only. */
function OrganizerTally({ bundle }: { bundle: ShowBundle }) {
  const tally = useApiQuery(showKeys.results(bundle.show.eventId), showResultsSchema);
  if (!tally.data) return null;
  return (
    <>
      <p className="show-voting">Your tally as the organizer, while voting is open: only you see it.</p>
      <Standings bundle={bundle} results={tally.data} />
    </>
  );
}

/**
 * The Results tab: the published awards, then per class People's Choice standings with their counts and ties, from the
 * bundle (so saved for offline too).
 */
export function ResultsTab({ bundle, mine }: { bundle: ShowBundle; mine?: MyShow }) {
  const { show, results, awards } = bundle;
  if (!results) {
    return (
      <div className="show-results">
        {awards && <Awards bundle={bundle} awards={awards} />}
        <VotingWindow show={show} />
        <p>{showTexts.resultsNotPublished}.</p>
        {mine?.isOrganizer && votingStateAt(show, new Date()) === 'open' && <OrganizerTally bundle={bundle} />}
      </div>
    );
  }
  return (
    <div className="show-results">
      {awards && <Awards bundle={bundle} awards={awards} />}
      <Standings bundle={bundle} results={results} />
    </div>
  );
}
