import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventImage } from '@shared/events/responses';
import { uploadTexts } from '@shared/uploads/limits';
import { serverMessage } from '@/http/errorMessage';
import { deleteEventImage } from '../eventsApi';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast/toastStore';
import { eventKeys } from '../eventKeys';

/** The event's photos on the server, each removable at once (editing needs a connection anyway). */
export function ExistingPhotos({ eventId, images, disabled }: { eventId: string; images: EventImage[]; disabled: boolean }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteEventImage,
    onSuccess: () => toast({ title: uploadTexts.imageDeleted }),
    onError: (error) => toast({ variant: 'destructive', title: uploadTexts.imageDeleteFailed, description: serverMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
  if (images.length === 0) return null;
  return (
    <ul className="photo-previews" aria-label="Current photos">
      {images.map((image, index) => (
        <li key={image.id} className="photo-previews__item">
          <img src={image.imageUrl} alt={image.caption ?? `Current photo ${index + 1}`} />
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled || remove.isPending}
            onClick={() => remove.mutate({ id: eventId, imageId: image.id })}
          >
            Delete<span className="visually-hidden"> current photo {index + 1}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
