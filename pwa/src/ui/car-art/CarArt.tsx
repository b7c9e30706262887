import { illustrationOf } from '@shared/catalogue/illustrations';
import { CAR_SHAPES, WHEELS, WHEEL_Y } from './carShapes';
import './car-art.css';

interface CarArtProps {
  /** The model drawn: its own shape (the Fiero, the hatchbacks) or its main body style's (shared/catalogue/illustrations). */
  model: { slug: string; bodyStyles: readonly string[] };
  className?: string;
}

/**
 * A side-view drawing standing in for a model with no photo. Decorative: the card or page around it names the
 * model, so it is hidden from assistive technology. `data-illustration` names the drawing.
 */
export function CarArt({ model, className }: CarArtProps) {
  const illustration = illustrationOf(model);
  const shape = CAR_SHAPES[illustration];
  return (
    <svg
      className={className ? `car-art ${className}` : 'car-art'}
      viewBox="0 0 200 70"
      data-illustration={illustration}
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
