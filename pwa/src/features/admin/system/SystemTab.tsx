import { useQuery } from '@tanstack/react-query';
import { systemResources } from '@shared/admin/system-resources';
import { systemTexts } from '@shared/admin/texts';
import { fileSize } from '@shared/format/fileSize';
import { timeAgo } from '@shared/format/relativeDates';
import { callResource, keyOf } from '@/http/resources';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';

/** System tab (admins, issue 46): how the running site is, read fresh each time it is shown. */
export function SystemTab() {
  const status = useQuery({
    queryKey: keyOf(systemResources.status),
    queryFn: ({ signal }) => callResource(systemResources.status, {}, { signal }),
    refetchOnMount: 'always',
  });
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <LoadError what={systemTexts.what} onRetry={() => void status.refetch()} />;
  const { version, startedAt, databaseBytes, uploads, ready, notReadyBecause } = status.data;
  return (
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
    </dl>
  );
}
