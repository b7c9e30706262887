import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EventDetail } from '@shared/events/responses';
import type { EventData } from '@shared/events/schemas';
import { eventTexts } from '@shared/events/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { uploadTexts } from '@shared/uploads/limits';
import { READ_TIMEOUT_MS } from '@/http/client';
import { queryKeys } from '@/http/queryKeys';
import { connectivity } from '@/network/connectivityStore';
import { toast } from '@/ui/toast/toastStore';
import { flushOutbox } from '@/outbox/flushOutbox';
import { outboxDb } from '@/outbox/outboxDb';
import { queueEvent } from '@/outbox/queueEvent';
import { emitOutboxChange } from '@/features/outbox/outboxChanges';
import { changeOf } from '@/outbox/messages';
import { requestOutboxFlush } from '@/features/outbox/requestOutboxFlush';
import { rememberSentEvents } from './sentEventCache';
import type { OutboxMember } from '@/features/outbox/useOutboxMember';
import { settleAfter } from '@/network/settleAfter';

/** How long the form waits for the server before the event is left to wait on the device (the read budget). */
const CREATE_WAIT_MS = READ_TIMEOUT_MS;

/**
 * SPEC §4 creation (the event, then each photo, then the new event's page), made safe for a car park with
 * no signal: the event and its photos are stored on the device first, then sent through the outbox. If
 * the network is gone (before or during), they stay queued and the service worker sends them later.
 */
export function useCreateEvent(organizer: OutboxMember | null) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leaveQueued = async () => {
    await requestOutboxFlush();
    toast({ title: eventTexts.queuedTitle, description: eventTexts.queuedDescription });
    await navigate('/events');
  };

  /** The server's answer goes straight into the cache: the event page opens without asking for it again. */
  const showCreated = async (id: string, event: EventDetail | null, photoCount: number) => {
    rememberSentEvents(queryClient, [{ id, title: event?.title ?? '', event, imageCount: photoCount }]);
    if (event && photoCount === 0) queryClient.setQueryData(queryKeys.events.images(id), []);
    toast({ title: eventTexts.created });
    await navigate(`/events/${id}`);
  };

  const create = async (data: EventData, photos: File[]) => {
    if (!organizer || pending) return;
    setPending(true);
    try {
      const id = await queueEvent({ payload: data, photos, organizer });
      if (!connectivity.isOnline()) return await leaveQueued();
      const sending = flushOutbox({ memberId: organizer.id, only: id });
      const result = await Promise.race([sending, settleAfter(CREATE_WAIT_MS, null)]);
      if (!result) {
        // No answer yet (lie-fi): the event waits on the device like an offline one; this send goes on, and says so.
        void sending.then((late) => late.attempted > 0 && emitOutboxChange(changeOf(late)));
        return await leaveQueued();
      }
      const { outcomes, needsSignIn } = result;
      const outcome = outcomes[0]?.outcome;
      if (outcome?.kind === 'sent') return await showCreated(id, outcome.event, photos.length);
      if (needsSignIn) {
        // SPEC §6/§8: the toast and the way to the sign-in page; the event stays queued for after it.
        toast({ variant: 'destructive', title: eventTexts.loginToCreate, description: eventTexts.keptUntilSignIn });
        return await navigate(LOGIN_PATH);
      }
      if (outcome?.kind !== 'failed') return await leaveQueued();
      // The server refused it while the member is still here: nothing to queue, say why.
      await outboxDb.events.delete(id);
      if (!outcome.eventCreated) {
        toast({ variant: 'destructive', title: eventTexts.createFailed, description: outcome.message });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all });
      toast({ variant: 'destructive', title: uploadTexts.uploadFailed, description: outcome.message || uploadTexts.uploadFailedFallback });
      await navigate(`/events/${id}`);
    } catch (error) {
      toast({ variant: 'destructive', title: eventTexts.createFailed, description: error instanceof Error ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };
  return { create, pending };
}
