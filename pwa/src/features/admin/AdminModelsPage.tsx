import { useRef, useState } from 'react';
import type { ModelSummary } from '@shared/catalogue/responses';
import { ADMIN_PATH } from '@shared/layout/nav';
import { CATALOGUE_CHANGES_NEED_CONNECTION } from '@shared/pwa/texts';
import { useModels } from '@/features/catalogue';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Breadcrumbs } from '@/ui/Breadcrumbs';
import { Button } from '@/ui/Button';
import { usePageTitle } from '@/ui/usePageTitle';
import { ImageGalleryDialog } from './images/ImageGalleryDialog';
import { DeleteModelDialog } from './models/DeleteModelDialog';
import type { ModelAction } from './models/modelAction';
import { ModelFormDialog } from './models/ModelFormDialog';
import { ModelsTable } from './models/ModelsTable';
import { AdminMenu } from './AdminMenu';
import { AdminList } from './list/AdminList';
import '@/features/catalogue/public/styles';
import './admin-models.css';

type OpenDialog = { kind: 'create' } | { kind: ModelAction; model: ModelSummary } | null;

/** /admin/models (docs/product/screens.md Admin model management), behind ProtectedRoute requireAdmin. */
export default function AdminModelsPage() {
  usePageTitle('Manage Models');
  const models = useModels();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Every change goes to the API: offline, the page stays readable but its mutating controls are disabled.
  const online = useOnlineStatus();
  const close = () => setDialog(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The deleted model's row leaves with the button that opened the dialog: focus the page heading instead.
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  return (
    <section className="page admin-models" aria-labelledby="page-title">
      <AdminMenu />
      <header className="admin-models__head">
        <Breadcrumbs items={[{ label: 'Admin Panel', to: ADMIN_PATH }, { label: 'Models' }]} />
        <div className="admin-models__title-row">
          <h1 id="page-title" ref={heading} tabIndex={-1}>
            Manage Models
          </h1>
          <Button onClick={() => setDialog({ kind: 'create' })} disabled={!online}>
            Add Model
          </Button>
        </div>
        <p className="admin-models__lead">
          Add, edit and delete models, choose which appear on the home page and manage their image galleries.
        </p>
        <NetworkRequiredNotice message={CATALOGUE_CHANGES_NEED_CONNECTION} />
      </header>
      <AdminList query={models} items={models.data ?? []} what="The models" empty="No models yet. Use Add Model to create the first one.">
        {(items) => <ModelsTable models={items} offline={!online} onAction={(kind, model) => setDialog({ kind, model })} />}
      </AdminList>
      {dialog?.kind === 'create' && <ModelFormDialog model={null} onClose={close} />}
      {dialog?.kind === 'edit' && <ModelFormDialog model={dialog.model} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteModelDialog model={dialog.model} onClose={close} onDeleted={focusHeading} />}
      {dialog?.kind === 'images' && <ImageGalleryDialog model={dialog.model} onClose={close} />}
    </section>
  );
}
