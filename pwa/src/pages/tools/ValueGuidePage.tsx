import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function ValueGuidePage() {
  return <PagePlaceholder title="Value Guide" summary="Market values in USD by model, year and trim, for four condition tiers." />;
}
