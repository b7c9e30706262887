import { carArtStyle } from './carArtStyle';
import { CAR_SHAPES, WHEELS, WHEEL_Y } from './carShapes';
import './car-art.css';

interface CarArtProps {
  /** The model's body styles; the first one the drawings know picks the silhouette. */
  bodyStyles: readonly string[];
  className?: string;
}

/**
 * A side-view silhouette standing in for a model with no photo. Decorative: the card or page around it names the
 * model, so it is hidden from assistive technology.
 */
export function CarArt({ bodyStyles, className }: CarArtProps) {
  const style = carArtStyle(bodyStyles);
  const shape = CAR_SHAPES[style];
  return (
    <svg
      className={className ? `car-art ${className}` : 'car-art'}
      viewBox="0 0 200 70"
      data-body-style={style}
      aria-hidden="true"
      focusable="false"
    >
      <path className="car-art__body" d={shape.body} />
      <path className="car-art__glass" d={shape.glass} />
      {WHEELS.map((x) => (
        <g key={x}>
          <circle className="car-art__tyre" cx={x} cy={WHEEL_Y} r={11} />
          <circle className="car-art__hub" cx={x} cy={WHEEL_Y} r={4.5} />
        </g>
      ))}
    </svg>
  );
}
