import { useState } from 'react';
import { REPORT_STATUSES, type ReportStatus } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { SelectField } from '@/ui/SelectField';
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
      {pages.isPending ? (
        <LoadingState />
      ) : pages.isError ? (
        <LoadError what="The reports" onRetry={() => void pages.refetch()} />
      ) : reports.length === 0 ? (
        <p>{adminTexts.noReports}</p>
      ) : (
        <ul className="admin-list" aria-label={adminTexts.tabs.reports}>
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {adminTexts.loadMore}
        </Button>
      )}
    </div>
  );
}
