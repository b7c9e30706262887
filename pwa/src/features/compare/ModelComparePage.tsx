import { Navigate, useParams } from 'react-router-dom';

/** /pontiac/:slug/compare: the compare tool with this model already chosen in the catalogue picker. */
export default function ModelComparePage() {
  const { slug = '' } = useParams();
  return <Navigate replace to={`/compare?${new URLSearchParams({ model: slug }).toString()}`} />;
}
