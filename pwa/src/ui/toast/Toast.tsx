import type { KeyboardEvent } from 'react';
import { TOAST_DURATION_MS } from './constants';
import { dismissToast, type ToastItem } from './toastStore';
import { useAutoDismiss } from './useAutoDismiss';
import { useSwipeToDismiss } from './useSwipeToDismiss';

interface ToastProps {
  item: ToastItem;
}

export function Toast({ item }: ToastProps) {
  const dismiss = () => dismissToast(item.id);
  const { pause, resume } = useAutoDismiss(item.duration ?? TOAST_DURATION_MS, dismiss);
  const { offset, swiping, handlers } = useSwipeToDismiss(dismiss);
  const variant = item.variant ?? 'default';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
    }
  };

  // A toast is a status message that F8 can focus, Escape dismisses and a swipe pushes away (docs/product/errors.md): it has
  // no interactive role to give, so the two rules that want one are set aside for this element alone.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <div
      className={`toast toast--${variant}${swiping ? ' toast--swiping' : ''}`}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, opacity: offset ? Math.max(0.3, 1 - offset / 200) : undefined }}
      // Each toast is a status; the list around it is the live region that announces it, once.
      role="status"
      aria-live="off"
      aria-atomic="true"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
      {...handlers}
    >
      <div className="toast__text">
        {item.title && <div className="toast__title">{item.title}</div>}
        {item.description && <div className="toast__description">{item.description}</div>}
      </div>
      {item.action && (
        <button
          type="button"
          className="toast__action"
          aria-label={item.action.altText}
          onClick={() => {
            item.action?.onClick();
            dismiss();
          }}
        >
          {item.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label="Close notification" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
