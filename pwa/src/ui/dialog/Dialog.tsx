import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../Icon';
import { useFocusTrap } from './useFocusTrap';
import './dialog.css';

export interface DialogProps {
  title: string;
  /** One line under the title, read out with it. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal (WAI-ARIA dialog pattern): labelled by its title, focus kept inside,
 * Escape and the close button close it, and focus goes back where it was. Render it only while open.
 * Toasts stay above its backdrop, so their messages are seen and heard while it is open.
 */
export function Dialog({ title, description, onClose, children, role = 'dialog', size = 'md', initialFocus }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(panel, onClose, initialFocus);

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`dialog dialog--${size}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
        <div className="dialog__body">{children}</div>
        {/* Last in tab order, so focus starts on the dialog's content; drawn in the top corner. */}
        <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
    </div>,
    document.body,
  );
}
