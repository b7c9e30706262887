import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { EventData } from '@shared/events/schemas';
import { eventTexts } from '@shared/events/texts';
import { uploadTexts } from '@shared/uploads/limits';
import { serverMessage } from '@/http/errorMessage';
import { toast } from '@/ui/toast/toastStore';
import { updateEvent, uploadEventImage } from './eventsApi';
import { eventKeys } from './eventKeys';

/** Saves the edited fields, then uploads the newly chosen photos one by one, then shows the event. */
export function useUpdateEvent(eventId: string) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** `afterSave`: what else the form changed, once the event is saved (the "Car show" box). */
  const save = async (input: EventData, photos: File[], afterSave?: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    try {
      try {
        await updateEvent({ id: eventId, input });
      } catch (error) {
        toast({ variant: 'destructive', title: eventTexts.updateFailed, description: serverMessage(error) });
        return;
      }
      await afterSave?.();
      for (const photo of photos) {
        try {
          await uploadEventImage({ id: eventId, file: photo });
        } catch (error) {
          toast({
            variant: 'destructive',
            title: uploadTexts.uploadFailed,
            description: serverMessage(error) ?? uploadTexts.uploadFailedFallback,
          });
          break;
        }
      }
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      toast({ title: eventTexts.updated });
      await navigate(`/events/${eventId}`);
    } finally {
      setPending(false);
    }
  };
  return { save, pending };
}
