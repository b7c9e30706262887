import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function ComparePage() {
  return <PagePlaceholder title="Compare Models" summary="Put up to four classic Pontiacs side by side." />;
}
