import { Button } from '../Button';

interface FormDialogActionsProps {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** The whole form's error, announced above the buttons. */
  formError?: string;
  /**
   * While pending, Save stays focusable (aria-disabled; the form's submit skips it) instead of disabled, so focus
   * is not lost from a button that was just pressed.
   */
  keepFocusWhilePending?: boolean;
}

/** The end of a dialog's form: its error, if any, then Cancel and the submit button ("Saving..." while pending). */
export function FormDialogActions({ submitLabel, pending, onCancel, formError, keepFocusWhilePending = false }: FormDialogActionsProps) {
  const holdWhilePending = keepFocusWhilePending ? { 'aria-disabled': pending || undefined } : { disabled: pending };
  return (
    <>
      {formError && (
        <p className="model-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" {...holdWhilePending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
