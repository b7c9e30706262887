import type { QueryClient } from '@tanstack/react-query';
import { eventTexts } from '@shared/events/texts';
import type { SentEvent } from '@/outbox/outcome';
import { onOutboxChange } from '@/outbox/page/outboxChanges';
import { toast } from '@/ui/toast/toastStore';
import { rememberSentEvents } from './sentEventCache';

/** Events that waited on the device and reached the server later: into the lists at once, and said so. */
export function followSentEvents(queryClient: QueryClient): () => void {
  return onOutboxChange(({ sent }) => {
    const events = sent.filter((report): report is SentEvent => report.kind === 'event');
    if (events.length === 0) return;
    rememberSentEvents(queryClient, events);
    toast({ title: eventTexts.created, description: events.length === 1 ? eventTexts.sentDescription : eventTexts.sentManyDescription });
  });
}
