import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/http/errorMessage';
import { showKeys } from '../showKeys';
import type { Writer } from '@/outbox/types';
import { toast } from '@/ui/toast/toastStore';
import { setupWrite, submitShowWrite } from '../entry/showWrites';
import { showWriteTexts } from '../entry/writeTexts';
import { removeShow, saveShowSetup } from '../organizer/organizerApi';
import { DEFAULT_SHOW_SETUP } from '../organizer/setupValues';

/**
 * The event form's "Car show" box and what saving it does. The events feature reaches it here: a narrow
 * entry, so the event pages do not load the show pages with them.
 */
export function CarShowCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        name="isShow"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{showWriteTexts.carShow}</label>
      <p id={`${id}-hint`} className="field__hint">
        {showWriteTexts.carShowHint}
      </p>
    </div>
  );
}

/**
 * A new event made a show: its first set-up goes through the outbox after the event itself (queued behind it when
 * offline, so it is sent once the event exists). Answers whether the show exists now or is on its way (sent in the
 * background after a slow answer: the set-up page shows it once it lands); false when refused or awaiting sign-in.
 */
export async function makeNewEventAShow(eventId: string, writer: Writer): Promise<boolean> {
  const answer = await submitShowWrite(setupWrite(eventId, DEFAULT_SHOW_SETUP), writer);
  if (answer.result === 'refused') toast({ variant: 'destructive', title: showWriteTexts.setupFailed, description: answer.message });
  return answer.result === 'sent' || answer.result === 'queued';
}

/** Saving an edited event (online): makes it a show, or stops it being one (refused while it has entries). */
export function useSaveCarShowChoice(eventId: string) {
  const queryClient = useQueryClient();
  return async (wasShow: boolean, isShow: boolean): Promise<void> => {
    if (wasShow === isShow) return;
    try {
      if (isShow) queryClient.setQueryData(showKeys.detail(eventId), await saveShowSetup(eventId, DEFAULT_SHOW_SETUP));
      else {
        await removeShow(eventId);
        queryClient.removeQueries({ queryKey: showKeys.detail(eventId) });
      }
    } catch (error) {
      toast({ variant: 'destructive', title: showWriteTexts.setupFailed, description: serverMessage(error) });
    }
  };
}
