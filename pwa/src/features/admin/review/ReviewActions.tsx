import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { adminTexts } from '@shared/admin/texts';
import { Button } from '@/ui/Button';
import { toastFailure, toastSuccess } from '../adminToast';

export interface ReviewTexts {
  approve: string;
  decline: string;
  declineReason: string;
  approvedToast: string;
  declinedToast: string;
}

interface ReviewActionsProps {
  /** What is reviewed, for screen readers: the buttons' names end with it. */
  what: string;
  texts: ReviewTexts;
  reasonMax: number;
  approve: () => Promise<unknown>;
  decline: (reason: string) => Promise<unknown>;
  /** After either answer, right or wrong: the queue is read again. */
  onSettled: () => void;
}

/** A member's offering waiting for an admin (a photo, a sale): approve it, or decline it with a reason. */
export function ReviewActions({ what, texts, reasonMax, approve, decline, onSettled }: ReviewActionsProps) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const approval = useMutation({
    mutationFn: approve,
    onSuccess: () => toastSuccess(texts.approvedToast),
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
    onSettled,
  });
  const refusal = useMutation({
    mutationFn: () => decline(reason),
    onSuccess: () => toastSuccess(texts.declinedToast),
    onError: (error) => toastFailure(adminTexts.actionFailed, error),
    onSettled,
  });
  return (
    <>
      <div className="admin-card__actions">
        <Button size="sm" onClick={() => approval.mutate()} disabled={approval.isPending || refusal.isPending}>
          {texts.approve}
          <span className="visually-hidden"> {what}</span>
        </Button>
        {!declining && (
          <Button size="sm" variant="secondary" onClick={() => setDeclining(true)}>
            {texts.decline}
            <span className="visually-hidden"> {what}</span>
          </Button>
        )}
      </div>
      {declining && (
        <form
          className="admin-review__decline"
          onSubmit={(event) => {
            event.preventDefault();
            refusal.mutate();
          }}
        >
          <label htmlFor={reasonId}>{texts.declineReason}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={reasonMax}
            required
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button size="sm" type="submit" variant="danger" disabled={refusal.isPending || reason.trim() === ''}>
            {texts.decline}
          </Button>
        </form>
      )}
    </>
  );
}
