import { useEffect, useState } from 'react';
import { fileSize } from '@shared/format/fileSize';
import { timeAgo } from '@shared/format/relativeDates';
import { showTexts } from '@shared/shows/texts';
import { requestPersistentStorage, storageKept, type StorageKept } from '@/install/persistentStorage';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { removeShowFromDevice, saveShowForOffline } from './storage/onDevice';
import type { SaveProgress } from './storage/saveShow';
import { useSavedShow } from './useShowData';

type Saving = { state: 'idle' } | { state: 'saving'; progress: SaveProgress | null } | { state: 'failed' };

/** Whether the browser keeps what is saved (asked again each time the saved show changes), null until it says. */
function useStorageKept(savedAt: string | undefined): StorageKept {
  const [kept, setKept] = useState<StorageKept>(null);
  useEffect(() => {
    let current = true;
    void storageKept().then((answer) => current && setKept(answer));
    return () => {
      current = false;
    };
  }, [savedAt]);
  return kept;
}

/**
 * "Save for offline": one tap stores the show and every car's thumbnail, with progress; then "Saved, updated …" with
 * what it takes on the device, and "Remove from device".
 */
export function SaveForOffline({ eventId }: { eventId: string }) {
  const saved = useSavedShow(eventId);
  const online = useOnlineStatus();
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const kept = useStorageKept(saved ? saved.refreshedAt : undefined);

  const save = async () => {
    setSaving({ state: 'saving', progress: null });
    try {
      // Asked as the member saves (a browser may want a gesture); the answer is read back with the saved show.
      void requestPersistentStorage();
      await saveShowForOffline(eventId, (progress) => setSaving({ state: 'saving', progress }));
      setSaving({ state: 'idle' });
    } catch {
      setSaving({ state: 'failed' });
    }
  };

  // Still asking IndexedDB: nothing to say yet (a button that turns into "Saved" a moment later would jump).
  if (saved === undefined) return null;
  return (
    <div className="show-save">
      {saving.state === 'saving' ? (
        <p role="status" className="show-save__status">
          Saving for offline…{' '}
          {saving.progress && `${saving.progress.done} of ${saving.progress.total} ${saving.progress.total === 1 ? 'picture' : 'pictures'}`}
        </p>
      ) : saved ? (
        <>
          <p className="show-save__status">
            {showTexts.savedUpdated(timeAgo(saved.refreshedAt))}
            <span className="show-save__size"> · {fileSize(saved.bytes)} on this device</span>
          </p>
          {kept === false && <p className="show-save__note">{showTexts.mayBeCleared}</p>}
          <Button variant="secondary" size="sm" onClick={() => void removeShowFromDevice(eventId)}>
            {showTexts.removeSaved}
          </Button>
        </>
      ) : (
        <>
          <Button onClick={() => void save()} disabled={!online}>
            {showTexts.saveForOffline}
          </Button>
          {!online && <p className="show-save__status">Saving a show needs a connection.</p>}
          {saving.state === 'failed' && (
            <p role="alert" className="show-save__error">
              The show could not be saved. Check your connection and try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}
