import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EventData } from '../../../shared/events/schemas';
import { eventTexts } from '../../../shared/events/texts';
import { LOGIN_PATH } from '../../../shared/layout/nav';
import { uploadTexts } from '../../../shared/uploads/limits';
import { queryKeys } from '../api/queryKeys';
import { toast } from '../ui/toast/toastStore';
import { flushOutbox } from './outbox/flushOutbox';
import { outboxDb } from './outbox/outboxDb';
import { queueEvent } from './outbox/queueEvent';
import { requestOutboxFlush } from './outbox/requestOutboxFlush';
import type { Organizer } from './useEventOrganizer';

/**
 * SPEC §4 creation (the event, then each photo, then the new event's page), made safe for a car park with
 * no signal: the event and its photos are stored on the device first, then sent through the outbox. If
 * the network is gone (before or during), they stay queued and the service worker sends them later.
 */
export function useCreateEvent(organizer: Organizer | null) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leaveQueued = async () => {
    await requestOutboxFlush();
    toast({ title: eventTexts.queuedTitle, description: eventTexts.queuedDescription });
    await navigate('/events');
  };

  const create = async (data: EventData, photos: File[]) => {
    if (!organizer || pending) return;
    setPending(true);
    try {
      const id = await queueEvent({ payload: data, photos, organizer });
      if (!navigator.onLine) return await leaveQueued();
      const result = await flushOutbox({ only: id });
      const left = await outboxDb.events.get(id);
      if (!left) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.all });
        toast({ title: eventTexts.created });
        return await navigate(`/events/${id}`);
      }
      if (result.needsSignIn) {
        // SPEC §6/§8: the toast and the way to the sign-in page; the event stays queued for after it.
        toast({ variant: 'destructive', title: eventTexts.loginToCreate, description: eventTexts.keptUntilSignIn });
        return await navigate(LOGIN_PATH);
      }
      if (left.state !== 'failed') return await leaveQueued();
      // The server refused it while the member is still here: nothing to queue, say why.
      await outboxDb.events.delete(id);
      if (!left.eventCreated) {
        toast({ variant: 'destructive', title: eventTexts.createFailed, description: left.lastError ?? undefined });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all });
      toast({ variant: 'destructive', title: uploadTexts.uploadFailed, description: left.lastError ?? uploadTexts.uploadFailedFallback });
      await navigate(`/events/${id}`);
    } catch (error) {
      toast({ variant: 'destructive', title: eventTexts.createFailed, description: error instanceof Error ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };
  return { create, pending };
}
