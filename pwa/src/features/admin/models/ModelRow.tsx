import { Link } from 'react-router-dom';
import type { ModelSummary } from '@shared/catalogue/responses';
import { formatYearRange } from '@shared/format/yearRange';
import { Button } from '@/ui/Button';
import type { ModelAction } from './modelAction';
import { FeaturedToggle } from './FeaturedToggle';

interface ModelRowProps {
  model: ModelSummary;
  /** Offline: Edit, Delete and the featured switch are disabled; Manage images still opens the gallery. */
  offline: boolean;
  onAction: (action: ModelAction) => void;
}

export function ModelRow({ model, offline, onAction }: ModelRowProps) {
  const context = <span className="visually-hidden"> {model.name}</span>;
  return (
    <tr>
      <th scope="row">
        <Link to={`/pontiac/${encodeURIComponent(model.slug)}`}>{model.name}</Link>
      </th>
      <td className="admin-table__slug">
        <code>{model.slug}</code>
      </td>
      <td>{formatYearRange(model.firstYear, model.lastYear)}</td>
      <td>
        <FeaturedToggle model={model} disabled={offline} />
      </td>
      <td>
        <div className="admin-table__actions">
          <Button variant="secondary" size="sm" onClick={() => onAction('images')}>
            Manage images{context}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAction('edit')} disabled={offline}>
            Edit{context}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onAction('delete')} disabled={offline}>
            Delete{context}
          </Button>
        </div>
      </td>
    </tr>
  );
}
