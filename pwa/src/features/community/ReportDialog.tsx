import { useState } from 'react';
import type { ReportTargetType } from '@shared/community/forum-limits';
import { reportCreateSchema } from '@shared/community/forum-schemas';
import { communityTexts } from '@shared/community/texts';
import { serverMessage } from '@/http/errorMessage';
import { ApiError } from '@/http/client';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/dialog/Dialog';
import { TextAreaField } from '@/ui/TextAreaField';
import { useZodForm } from '@/ui/form/useZodForm';
import { useReport } from './useForumMutations';

interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}

/** Asks why, sends POST /api/reports, then thanks the member, or shows the server's reason (409: already reported). */
export function ReportDialog({ targetType, targetId, onClose }: ReportDialogProps) {
  const report = useReport();
  const [outcome, setOutcome] = useState<string>();
  const { field, handleSubmit } = useZodForm({
    initialValues: { targetType, targetId, reason: '' },
    parse: (values) => reportCreateSchema.safeParse(values),
  });
  const send = handleSubmit(
    (data) =>
      report.mutate(data, {
        onSuccess: () => setOutcome('Thank you. A moderator will review your report.'),
        onError: (error) =>
          setOutcome(
            error instanceof ApiError && error.status === 409
              ? (serverMessage(error) ?? communityTexts.alreadyReported)
              : `Report failed. ${serverMessage(error) ?? 'Please try again.'}`,
          ),
      }),
    { skip: report.isPending },
  );
  return (
    <Dialog title={`Report ${targetType}`} description="Tell the moderators what is wrong." size="sm" onClose={onClose}>
      {outcome ? (
        <>
          <p role="status">{outcome}</p>
          <div className="dialog__actions">
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={send} className="forum-form">
          <TextAreaField label="Reason" rows={3} required {...field('reason')} />
          <div className="dialog__actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
