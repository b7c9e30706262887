import { useState, type FormEvent, type ReactNode } from 'react';
import { valuationTexts } from '@shared/valuations/admin-texts';
import type { Valuation } from '@shared/valuations/schemas';
import { serverMessage } from '@/http/errorMessage';
import { FormDialogActions } from '@/ui/dialog/FormDialogActions';
import { Dialog } from '@/ui/dialog/Dialog';
import { toastFailure, toastSuccess } from '../adminToast';
import { useValuationMutation } from './useValuationMutation';

/**
 * Saving a row's figures: the toast, and the server's refusal as it words it (shown in the form as well). `formError`
 * also carries a refusal of the form's own check that no single field holds (the figures' order).
 */
export function useSaveValuation<Input>(mutationFn: (input: Input) => Promise<Valuation>, onClose: () => void) {
  const [formError, setFormError] = useState<string>();
  const mutation = useValuationMutation(mutationFn);
  const submit = (input: Input) => {
    setFormError(undefined);
    mutation.mutate(input, {
      onSuccess: () => {
        toastSuccess(valuationTexts.saved);
        onClose();
      },
      onError: (error) => {
        toastFailure(valuationTexts.saveFailed, error);
        setFormError(serverMessage(error) ?? valuationTexts.saveFailed);
      },
    });
  };
  return { submit, pending: mutation.isPending, formError, setFormError };
}

interface ValuationDialogProps {
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  formError: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog around a values form: its fields, the form's error and Cancel / Save. */
export function ValuationDialog({
  title,
  description,
  submitLabel,
  pending,
  formError,
  onSubmit,
  onClose,
  children,
}: ValuationDialogProps) {
  return (
    <Dialog size="lg" title={title} description={description} onClose={onClose}>
      <form className="model-form" noValidate onSubmit={onSubmit}>
        {children}
        <FormDialogActions submitLabel={submitLabel} pending={pending} onCancel={onClose} formError={formError} keepFocusWhilePending />
      </form>
    </Dialog>
  );
}
