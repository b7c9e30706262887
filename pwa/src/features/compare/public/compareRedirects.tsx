import { Navigate, useParams } from 'react-router-dom';

/*
 * Addresses that open the compare tool with a choice already made. Each only redirects: they are in the routes' own
 * code rather than in chunks of their own, two fewer files for every first visit's precache.
 */

/** /pontiac/:slug/compare: the compare tool with this model already chosen in the catalogue picker. */
export function ModelCompareRedirect() {
  const { slug = '' } = useParams();
  return <Navigate replace to={`/compare?${new URLSearchParams({ model: slug }).toString()}`} />;
}

/** /pontiac/:model/:year/compare: the compare tool with this model and year already chosen, ready for a trim. */
export function YearCompareRedirect() {
  const { model = '', year = '' } = useParams();
  return <Navigate replace to={`/compare?${new URLSearchParams({ model, year }).toString()}`} />;
}
