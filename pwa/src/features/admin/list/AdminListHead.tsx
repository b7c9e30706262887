import { useRef } from 'react';
import { buttonClass } from '@/ui/buttonClass';

/**
 * The Add button of a list, and a way to give it the focus: a deleted item's row leaves with the button that opened
 * the dialog, so the focus goes to Add instead of the page's start.
 */
export function useAddButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const focus = () => requestAnimationFrame(() => ref.current?.focus());
  return { ref, focus };
}

interface AdminListHeadProps {
  lead: string;
  addLabel: string;
  onAdd: () => void;
  /** Offline, the list stays readable but nothing can be added. */
  disabled: boolean;
  addButton?: ReturnType<typeof useAddButton>;
}

/** What a list is, in a sentence, beside its Add button. */
export function AdminListHead({ lead, addLabel, onAdd, disabled, addButton }: AdminListHeadProps) {
  return (
    <div className="admin-list-head">
      <p className="admin-list-head__lead">{lead}</p>
      {/* A plain button: the shared Button does not pass a ref through. */}
      <button ref={addButton?.ref} type="button" className={buttonClass()} onClick={onAdd} disabled={disabled}>
        {addLabel}
      </button>
    </div>
  );
}
