import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminReport } from '@shared/admin/schemas';
import { adminTexts } from '@shared/admin/texts';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { timeAgo } from '@shared/format/relativeDates';
import { useReportAction } from './useReports';

/** One report with its content in context; a pending one can be removed (after a confirm) or dismissed. */
export function ReportCard({ report }: { report: AdminReport }) {
  const action = useReportAction();
  const [confirming, setConfirming] = useState(false);
  const { target } = report;
  const title = target?.title ?? adminTexts.targetGone;
  const remove = () => action.mutate({ id: report.id, action: 'remove' }, { onSettled: () => setConfirming(false) });
  return (
    <li className="admin-card" aria-label={`Report: ${title}`}>
      <p className="admin-card__meta">
        {/* docs/product/states.md: pending is shown as destructive, other statuses differently. */}
        <span className={report.status === 'pending' ? 'admin-badge admin-badge--destructive' : 'admin-badge'}>{report.status}</span>
        <span className="admin-badge">{report.targetType}</span>
        <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time>
      </p>
      <h3>{title}</h3>
      {target && (
        <>
          <p className="admin-card__meta">
            by {target.author.name} in {target.community.name}
            {target.removed && ' · removed'}
          </p>
          {target.excerpt && <p className="admin-card__excerpt">{target.excerpt}</p>}
        </>
      )}
      <p className="admin-card__meta">
        Reported by {report.reporter.name}: <q>{report.reason}</q>
      </p>
      <div className="admin-card__actions">
        {target && (
          <Link to={target.link} aria-label={`${adminTexts.viewInContext}: ${title}`}>
            {adminTexts.viewInContext}
          </Link>
        )}
        {report.status === 'pending' && (
          <>
            <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={action.isPending}>
              {adminTexts.remove}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => action.mutate({ id: report.id, action: 'dismiss' })}
              disabled={action.isPending}
            >
              {adminTexts.dismiss}
            </Button>
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={`${adminTexts.remove}?`}
          message={adminTexts.confirmRemove}
          confirmLabel={adminTexts.remove}
          pendingLabel="Removing..."
          pending={action.isPending}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
