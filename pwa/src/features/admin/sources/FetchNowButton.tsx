import { sourceTexts, type Source } from '@shared/admin/sources';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';
import { toastFailure } from '../adminToast';
import { fetchSourceNow } from './sourceAdminApi';
import { useSourceMutation } from './useSources';

interface FetchNowButtonProps {
  source: Source;
  disabled: boolean;
}

/** Fetch now (docs/product/screens.md): the server reads robots.txt and records the outcome, which the toast then tells. */
export function FetchNowButton({ source, disabled }: FetchNowButtonProps) {
  const fetchNow = useSourceMutation(fetchSourceNow);
  const run = () =>
    fetchNow.mutate(source.id, {
      onSuccess: (fetched) =>
        toast({
          variant: fetched.robotsStatus === 'unreachable' ? 'destructive' : 'default',
          title: `${sourceTexts.fetched}: ${fetched.siteName}`,
          description: fetched.lastFetchOutcome ?? undefined,
        }),
      onError: (error) => toastFailure(sourceTexts.fetchFailed, error),
    });
  return (
    <Button variant="secondary" size="sm" onClick={run} disabled={disabled || fetchNow.isPending}>
      {fetchNow.isPending ? 'Fetching...' : 'Fetch Now'}
      <span className="visually-hidden"> {source.siteName}</span>
    </Button>
  );
}
