import type { Show } from '@shared/shows/responses';

/** The Map tab: the venue map with its numbered spots drawn on it, and the same spots as a list for screen readers. */
export function MapTab({ show }: { show: Show }) {
  const { imageUrl, spots } = show.map;
  const ordered = [...spots].sort((a, b) => a.number - b.number);
  if (!imageUrl && spots.length === 0) return <p className="show-empty">The organizer has not added a venue map yet.</p>;
  return (
    <div className="show-map">
      {imageUrl && (
        <figure className="show-map__figure">
          <div className="show-map__canvas">
            <img src={imageUrl} alt={`Venue map of ${show.title}`} className="show-map__image" />
            {ordered.map((spot) => (
              <span
                key={spot.number}
                className="show-map__spot"
                style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}
                aria-hidden="true"
              >
                {spot.number}
              </span>
            ))}
          </div>
        </figure>
      )}
      {ordered.length > 0 && (
        <>
          <h3>Spots on the map</h3>
          <ol className="show-map__spots">
            {ordered.map((spot) => (
              <li key={spot.number} value={spot.number}>
                {spot.label ?? `Spot ${spot.number}`}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
