import { useState } from 'react';
import { REPORT_STATUSES, type ReportStatus } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { SelectField } from '@/ui/SelectField';
import { AdminList } from '../list/AdminList';
import { ReportCard } from './ReportCard';
import { useReportPages } from './useReports';

const statusOptions = [{ value: 'all', label: 'All' }, ...REPORT_STATUSES.map((status) => ({ value: status, label: status }))];
const toStatus = (value: string): ReportStatus | '' => REPORT_STATUSES.find((status) => status === value) ?? '';

/** Reports tab: the queue, pending first by default, newest first. */
export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus | ''>('pending');
  const pages = useReportPages(status);
  const reports = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      <div className="admin-toolbar">
        <SelectField
          label="Status"
          options={statusOptions}
          value={status || 'all'}
          onChange={(event) => setStatus(toStatus(event.target.value))}
        />
      </div>
      <AdminList query={pages} items={reports} what="The reports" empty={adminTexts.noReports}>
        {(items) => (
          <ul className="admin-list" aria-label={adminTexts.tabs.reports}>
            {items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
        )}
      </AdminList>
    </div>
  );
}
