import { useId } from 'react';
import type { ModelSummary } from '@shared/catalogue/responses';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import type { ModelAction } from './modelAction';
import { ModelRow } from './ModelRow';

interface ModelsTableProps {
  models: readonly ModelSummary[];
  /** Offline: the controls that change the catalogue are disabled. */
  offline: boolean;
  onAction: (action: ModelAction, model: ModelSummary) => void;
}

export function ModelsTable({ models, offline, onAction }: ModelsTableProps) {
  const captionId = useId();
  if (models.length === 0) {
    return <p className="admin-models__empty">No models yet. Use Add Model to create the first one.</p>;
  }
  return (
    <ScrollBox className="card" labelledBy={captionId}>
      <table className="admin-table">
        <caption id={captionId} className="visually-hidden">
          Models ({models.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="admin-table__slug">
              Slug
            </th>
            <th scope="col">Years</th>
            <th scope="col">Featured</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <ModelRow key={model.id} model={model} offline={offline} onAction={(action) => onAction(action, model)} />
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
