import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { eventTexts } from '@shared/events/texts';
import { serverMessage } from '@/http/errorMessage';
import { deleteEvent } from './eventsApi';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog';
import { toast } from '@/ui/toast/toastStore';
import { eventKeys } from './eventKeys';

/** Delete, after the docs/product/screens.md confirm dialog; back to the list with the docs/product/errors.md toast. */
export function DeleteEventButton({ eventId, disabled }: { eventId: string; disabled: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: deleteEvent,
    onSuccess: async () => {
      await navigate('/events');
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      toast({ title: eventTexts.deleted });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ variant: 'destructive', title: eventTexts.deleteFailed, description: serverMessage(error) });
    },
  });
  return (
    <>
      <Button variant="danger" disabled={disabled} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {confirming && (
        <ConfirmDialog
          title={eventTexts.deleteConfirmTitle}
          message={eventTexts.deleteConfirmMessage}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate(eventId)}
        />
      )}
    </>
  );
}
