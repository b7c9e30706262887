import type { ModelSummary } from '@shared/catalogue/responses';
import { AdminTable } from '../list/AdminTable';
import type { ModelAction } from './modelAction';
import { ModelRow } from './ModelRow';

interface ModelsTableProps {
  models: readonly ModelSummary[];
  /** Offline: the controls that change the catalogue are disabled. */
  offline: boolean;
  onAction: (action: ModelAction, model: ModelSummary) => void;
}

export function ModelsTable({ models, offline, onAction }: ModelsTableProps) {
  return (
    <AdminTable
      caption={`Models (${models.length})`}
      columns={['Name', { label: 'Slug', className: 'admin-table__slug' }, 'Years', 'Featured']}
    >
      {models.map((model) => (
        <ModelRow key={model.id} model={model} offline={offline} onAction={(action) => onAction(action, model)} />
      ))}
    </AdminTable>
  );
}
