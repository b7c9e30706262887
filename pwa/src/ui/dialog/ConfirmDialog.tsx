import { useRef } from 'react';
import { Button } from '../Button';
import { buttonClass } from '../buttonClass';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, shown and announced as the dialog's description. */
  message: string;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ title, message, confirmLabel, pendingLabel, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" size="sm" title={title} description={message} onClose={onCancel} initialFocus={cancel}>
      <div className="dialog__actions">
        {/* A plain button: the shared Button does not pass a ref through. */}
        <button ref={cancel} type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
