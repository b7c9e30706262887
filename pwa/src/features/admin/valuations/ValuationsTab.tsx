import { carName } from '@shared/catalogue/car-name';
import { useMemo, useState } from 'react';
import { formatUsd } from '@shared/format/number';
import { formatLastUpdated } from '@shared/valuations/format';
import { valuationModelSlugs } from '@shared/valuations/guide';
import type { Valuation } from '@shared/valuations/schemas';
import { CONDITION_TIERS } from '@shared/valuations/tiers';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { SelectField } from '@/ui/SelectField';
import { useModelNames, useValuations } from '@/features/value-guide';
import { AdminList } from '../list/AdminList';
import { AdminListHead } from '../list/AdminListHead';
import { AdminTable } from '../list/AdminTable';
import { AddValuationDialog, EditValuationDialog } from './ValuationFormDialog';
// The dialogs' forms are styled by the models page's sheet.
import '../admin-models.css';
import './valuations.css';

const ALL = '';

/**
 * Admin panel Values tab: the value guide's rows, by model and year, each with its figures' source and date;
 * new figures for a row, or a row the guide does not have yet.
 */
export function ValuationsTab() {
  const valuations = useValuations();
  const { nameOf } = useModelNames();
  const [model, setModel] = useState(ALL);
  const [year, setYear] = useState(ALL);
  // A row by id (so the dialog follows it when the list is fetched again), or a new row.
  const [dialog, setDialog] = useState<{ kind: 'edit'; id: string } | { kind: 'add' } | null>(null);
  const online = useOnlineStatus();
  const rows = useMemo(() => valuations.data ?? [], [valuations.data]);
  const shown = rows.filter((row) => (model === ALL || row.modelSlug === model) && (year === ALL || String(row.year) === year));
  const years = [...new Set(rows.filter((row) => model === ALL || row.modelSlug === model).map((row) => row.year))].sort((a, b) => a - b);
  const titleOf = (row: Valuation) => carName(row.year, nameOf(row.modelSlug), row.trim);
  const chosen = dialog?.kind === 'edit' ? rows.find((row) => row.id === dialog.id) : undefined;
  const close = () => setDialog(null);

  return (
    <div className="values-tab">
      <AdminListHead
        lead="The value guide's figures. A change needs a source, keeps the previous figures in the row's history and goes to the activity log."
        addLabel="Add Row"
        onAdd={() => setDialog({ kind: 'add' })}
        disabled={!online}
      />
      <div className="admin-toolbar">
        <SelectField
          label="Model"
          options={[
            { value: ALL, label: 'All models' },
            ...valuationModelSlugs(rows, nameOf).map((slug) => ({ value: slug, label: nameOf(slug) })),
          ]}
          value={model}
          onChange={(event) => {
            setModel(event.target.value);
            setYear(ALL);
          }}
        />
        <SelectField
          label="Year"
          options={[{ value: ALL, label: 'All years' }, ...years.map((value) => ({ value: String(value), label: String(value) }))]}
          value={year}
          onChange={(event) => setYear(event.target.value)}
        />
      </div>
      <AdminList query={valuations} items={shown} what="The value guide" empty="No value-guide rows match.">
        {(items) => (
          <AdminTable
            caption={`Value guide rows (${items.length})`}
            className="values-table"
            columns={['Row', ...CONDITION_TIERS.map((tier) => `#${tier.rank}`), 'Source', 'As of']}
          >
            {items.map((row) => (
              <tr key={row.id}>
                <th scope="row">{titleOf(row)}</th>
                {CONDITION_TIERS.map((tier) => (
                  <td key={tier.key} className="values-table__figure">
                    {formatUsd(row[tier.field])}
                  </td>
                ))}
                <td className="values-table__source">{row.source}</td>
                <td className="values-table__date">{formatLastUpdated(row.asOf)}</td>
                <td>
                  <Button variant="secondary" size="sm" disabled={!online} onClick={() => setDialog({ kind: 'edit', id: row.id })}>
                    Edit<span className="visually-hidden"> {titleOf(row)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminList>
      {chosen && <EditValuationDialog valuation={chosen} title={titleOf(chosen)} onClose={close} />}
      {dialog?.kind === 'add' && <AddValuationDialog onClose={close} />}
    </div>
  );
}
