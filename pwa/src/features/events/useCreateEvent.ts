import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EventData } from '@shared/events/schemas';
import { eventTexts } from '@shared/events/texts';
import { LOGIN_PATH } from '@shared/layout/nav';
import { uploadTexts } from '@shared/uploads/limits';
import { toast } from '@/ui/toast/toastStore';
import { eventWrite } from '@/outbox/kinds/event';
import type { SentEvent } from '@/outbox/outcome';
import { submit, WriteRefused } from '@/outbox/page/submit';
import type { OutboxMember } from '@/features/auth';
import { makeNewEventAShow } from '@/features/shows/public/CarShowOption';
import { rememberSentEvents } from './sentEventCache';
import { eventKeys } from './eventKeys';

/**
 * docs/product/states.md creation (the event, then each photo, then the new event's page), made safe for a car park with
 * no signal: the event and its photos are stored on the device first, then sent through the outbox. If
 * the network is gone (before or during), they stay queued and the service worker sends them later.
 */
export function useCreateEvent(organizer: OutboxMember | null) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leaveQueued = async () => {
    toast({ title: eventTexts.queuedTitle, description: eventTexts.queuedDescription });
    await navigate('/events');
  };

  /** The server's answer goes straight into the cache: the event page opens without asking for it again. */
  const showCreated = async (sent: SentEvent, isShow: boolean) => {
    rememberSentEvents(queryClient, [sent]);
    if (sent.event && sent.imageCount === 0) queryClient.setQueryData(eventKeys.images(sent.id), []);
    toast({ title: eventTexts.created });
    // A show's organiser goes on to its set-up (classes, schedule, map...) once it exists.
    const showReady = isShow && organizer ? await makeNewEventAShow(sent.id, organizer) : false;
    await navigate(showReady ? `/events/${sent.id}/show` : `/events/${sent.id}`);
  };

  /** Refused while the member is still here: nothing is kept; if the event itself is on the server, open it. */
  const showRefused = async (id: string, refusal: WriteRefused) => {
    if (!refusal.created) {
      toast({ variant: 'destructive', title: eventTexts.createFailed, description: refusal.message });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    toast({ variant: 'destructive', title: uploadTexts.uploadFailed, description: refusal.message || uploadTexts.uploadFailedFallback });
    await navigate(`/events/${id}`);
  };

  /** `isShow`: the event is a car show; its first set-up is queued right after it (sent once the event exists). */
  const create = async (data: EventData, photos: File[], { isShow = false }: { isShow?: boolean } = {}) => {
    if (!organizer || pending) return;
    setPending(true);
    const write = eventWrite(data, photos);
    try {
      const answer = await submit(write, organizer);
      if (answer.result === 'sent' && answer.sent?.kind === 'event') return await showCreated(answer.sent, isShow);
      // The event waits on the device: its show set-up waits behind it, in order.
      if (isShow) void makeNewEventAShow(write.payload.id, organizer);
      if (answer.result === 'needs-sign-in') {
        // docs/product/roles.md, errors.md: the toast and the way to the sign-in page; the event stays queued for after it.
        toast({ variant: 'destructive', title: eventTexts.loginToCreate, description: eventTexts.keptUntilSignIn });
        return await navigate(LOGIN_PATH);
      }
      // No answer yet (no signal, lie-fi): the event waits on the device and is sent later.
      await leaveQueued();
    } catch (error) {
      if (error instanceof WriteRefused) return await showRefused(write.payload.id, error);
      toast({ variant: 'destructive', title: eventTexts.createFailed, description: error instanceof Error ? error.message : undefined });
    } finally {
      setPending(false);
    }
  };
  return { create, pending };
}
