import { PagePlaceholder } from '../../ui/PagePlaceholder';

export default function DiyPage() {
  return <PagePlaceholder title="DIY Videos" summary="Restoration, repair and maintenance videos, filtered by category, model and difficulty." />;
}
