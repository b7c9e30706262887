import { Navigate, useParams } from 'react-router-dom';

/** /pontiac/:model/:year/compare: the compare tool with this model and year already chosen, ready for a trim. */
export default function YearComparePage() {
  const { model = '', year = '' } = useParams();
  return <Navigate replace to={`/compare?${new URLSearchParams({ model, year }).toString()}`} />;
}
