import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemResources, type SystemStatus } from '@shared/admin/system-resources';
import { systemTexts } from '@shared/admin/system-texts';
import { fileSize } from '@shared/format/fileSize';
import { timeAgo } from '@shared/format/relativeDates';
import { callResource, keyOf } from '@/http/resources';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { ScrollBox } from '@/ui/scroll-box/ScrollBox';
import { toastFailure, toastSuccess } from '../adminToast';
import '../list/admin-list.css';
import './system-tab.css';

/** System tab (admins): how the running site is, read fresh each time it is shown. */
export function SystemTab() {
  const status = useQuery({
    queryKey: keyOf(systemResources.status),
    queryFn: ({ signal }) => callResource(systemResources.status, {}, { signal }),
    refetchOnMount: 'always',
  });
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <LoadError what={systemTexts.what} onRetry={() => void status.refetch()} />;
  const { version, startedAt, databaseBytes, uploads, ready, notReadyBecause, backups, queues } = status.data;
  return (
    <>
      <dl className="admin-card admin-system" aria-label={systemTexts.what}>
        <dt>{systemTexts.version}</dt>
        <dd>{version}</dd>
        <dt>{systemTexts.runningSince}</dt>
        <dd>
          <time dateTime={startedAt}>{timeAgo(startedAt)}</time>
        </dd>
        <dt>{systemTexts.database}</dt>
        <dd>{fileSize(databaseBytes)}</dd>
        <dt>{systemTexts.uploads}</dt>
        <dd>{systemTexts.uploadsIn(uploads.place, uploads.where, uploads.files, fileSize(uploads.bytes))}</dd>
        <dt>{systemTexts.readiness}</dt>
        <dd>{ready ? systemTexts.ready : (notReadyBecause ?? systemTexts.notReady)}</dd>
        <dt>{systemTexts.lastBackup}</dt>
        <dd>
          <LastBackup backups={backups} />
        </dd>
      </dl>
      <QueuesTable queues={queues} />
    </>
  );
}

/** The newest backup, the schedule, and "Back up now" (which waits for the backup, then reads the status again). */
function LastBackup({ backups }: { backups: SystemStatus['backups'] }) {
  const queryClient = useQueryClient();
  const backUp = useMutation({
    mutationFn: () => callResource(systemResources.backUp, {}),
    onSuccess: async ({ backup }) => {
      toastSuccess(systemTexts.backedUp, backup.name);
      await queryClient.invalidateQueries({ queryKey: keyOf(systemResources.status) });
    },
    onError: (error) => toastFailure(systemTexts.backUpNow, error),
  });
  const { last } = backups;
  return (
    <div className="admin-system__backup">
      {last ? (
        <p>
          <time dateTime={last.createdAt}>{timeAgo(last.createdAt)}</time> · {systemTexts.backupMade(fileSize(last.bytes), last.where)}
          <br />
          <span className="admin-system__detail" data-backup-name>
            {last.name}
          </span>
        </p>
      ) : (
        <p>{systemTexts.noBackup}</p>
      )}
      <p className="admin-system__detail">{systemTexts.backupSchedule(backups.everyHours, backups.keep, backups.kept)}</p>
      <Button size="sm" onClick={() => backUp.mutate()} disabled={backUp.isPending}>
        {backUp.isPending ? systemTexts.backingUp : systemTexts.backUpNow}
      </Button>
    </div>
  );
}

function QueuesTable({ queues }: { queues: SystemStatus['queues'] }) {
  const captionId = useId();
  const headers = systemTexts.queueHeaders;
  if (queues.length === 0) return <p className="admin-list__empty">{systemTexts.noQueues}</p>;
  return (
    <ScrollBox className="card admin-system__queues" labelledBy={captionId}>
      <table className="admin-table">
        <caption id={captionId}>{systemTexts.queues}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.name}</th>
            <th scope="col">{headers.waiting}</th>
            <th scope="col">{headers.failed}</th>
            <th scope="col">{headers.oldest}</th>
          </tr>
        </thead>
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row">{queue.name}</th>
              <td>{queue.waiting}</td>
              <td>{queue.failed}</td>
              <td>{queue.oldestWaitingSeconds === null ? '—' : `${queue.oldestWaitingSeconds} s`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
