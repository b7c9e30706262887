import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { unsubscribeQuerySchema, unsubscribeTexts } from '@shared/notifications/unsubscribe';
import { unsubscribeResources } from '@shared/notifications/unsubscribe-resources';
import { notificationTargets } from '@shared/notifications/targets';
import { serverMessage } from '@/http/errorMessage';
import { callResource } from '@/http/resources';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { usePageTitle } from '@/ui/usePageTitle';
import './notifications.css';

/**
 * /email/unsubscribe?member=…&stream=…&signature=…, the "Stop these emails" link of an email: asks first,
 * so a mail scanner that opens links stops nothing; no sign-in needed (the link is signed).
 */
export default function UnsubscribePage() {
  usePageTitle(unsubscribeTexts.title);
  const [params] = useSearchParams();
  const link = unsubscribeQuerySchema.safeParse(Object.fromEntries(params));
  const stop = useMutation({
    mutationFn: () => (link.success ? callResource(unsubscribeResources.unsubscribe, { query: link.data }) : Promise.reject(new Error())),
  });
  return (
    <section className="page unsubscribe-page" aria-labelledby="page-title">
      <h1 id="page-title">{unsubscribeTexts.title}</h1>
      {!link.success ? (
        <p role="alert">{unsubscribeTexts.invalid}</p>
      ) : stop.isSuccess ? (
        <p role="status">{stop.data.message}</p>
      ) : (
        <>
          <p>{unsubscribeTexts.question(link.data.stream)}</p>
          <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
            {unsubscribeTexts.title}
          </Button>
          {stop.isError && <p role="alert">{serverMessage(stop.error) ?? unsubscribeTexts.invalid}</p>}
        </>
      )}
      <ButtonLink to={notificationTargets.settings()} variant="ghost">
        Notification settings
      </ButtonLink>
    </section>
  );
}
