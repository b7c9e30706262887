import { Link } from 'react-router-dom';
import { useModel } from '../useModel';

interface YearNavProps {
  modelSlug: string;
  modelName: string;
  year: number;
}

/** Links to the previous and next model years the catalogue has (from the model's year list). */
export function YearNav({ modelSlug, modelName, year }: YearNavProps) {
  const { data } = useModel(modelSlug);
  const years = [...(data?.years ?? [])].sort((a, b) => a - b);
  const previous = years.filter((y) => y < year).at(-1);
  const next = years.find((y) => y > year);
  if (previous === undefined && next === undefined) return null;
  const path = (y: number) => `/pontiac/${encodeURIComponent(modelSlug)}/${y}`;
  return (
    <nav className="year-nav" aria-label={`Other ${modelName} years`}>
      {previous !== undefined && (
        <Link to={path(previous)} rel="prev">
          <span aria-hidden="true">← </span>
          {previous} {modelName}
        </Link>
      )}
      {next !== undefined && (
        <Link to={path(next)} rel="next" className="year-nav__next">
          {next} {modelName}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}
