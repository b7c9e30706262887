import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isAdmin } from '@shared/auth/roles';
import type { Show } from '@shared/shows/responses';
import { useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/http/errorMessage';
import { showKeys } from '../showKeys';
import { NetworkRequiredNotice } from '@/network/NetworkRequiredNotice';
import { useOnlineStatus } from '@/network/useOnlineStatus';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { toast } from '@/ui/toast/toastStore';
import { usePageTitle } from '@/ui/usePageTitle';
import { isNotFound, useShow } from '../entry/showQueries';
import { showWriteTexts as texts } from '../entry/writeTexts';
import { ClassesEditor } from './ClassesEditor';
import { MapEditor } from './MapEditor';
import { removeShowMap, saveShowSetup, setVoting, uploadShowMap } from './organizerApi';
import { ScheduleEditor } from './ScheduleEditor';
import { DEFAULT_SHOW_SETUP, parseSetupValues, setupValuesOf, toLocalDateTime, type SetupValues } from './setupValues';
import { VotingControls } from './VotingControls';
import '../entry/show-writes.css';
import './show-setup.css';

const votingTimesOf = (saved: Show): Partial<SetupValues> => ({
  votingOpensAt: toLocalDateTime(saved.votingOpensAt),
  votingClosesAt: toLocalDateTime(saved.votingClosesAt),
});

/** The form, once the show is known; every server refusal is shown as its message. */
function SetupForm({ show, onSaved }: { show: Show; onSaved: (show: Show) => void }) {
  const [values, setValues] = useState<SetupValues>(() => setupValuesOf(show));
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();
  const set = (patch: Partial<SetupValues>) => setValues((current) => ({ ...current, ...patch }));

  /**
   * One call to the server at a time; its refusal goes into the form's alert. `keep` says what the form takes from the
   * answer: everything after a save (new classes now have ids), the window's times after open/close now (a later save
   * must not undo them), nothing after a map upload.
   */
  const run = async (call: () => Promise<Show>, keep: (saved: Show) => Partial<SetupValues>, success?: string) => {
    setBusy(true);
    setProblems([]);
    try {
      const saved = await call();
      onSaved(saved);
      set(keep(saved));
      if (success) toast({ title: success });
    } catch (error) {
      setProblems([serverMessage(error) ?? texts.setupFailed]);
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const parsed = parseSetupValues(values);
    if (!parsed.success) return setProblems(parsed.messages);
    void run(() => saveShowSetup(show.eventId, parsed.input), setupValuesOf, texts.setupSaved);
  };

  return (
    <form
      className="show-setup card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="checkbox-field">
        <input
          id="registration-open"
          type="checkbox"
          checked={values.registrationOpen}
          onChange={(event) => set({ registrationOpen: event.target.checked })}
        />
        <label htmlFor="registration-open">{texts.registrationOpen}</label>
      </div>
      <ClassesEditor rows={values.classes} onChange={(classes) => set({ classes })} />
      <ScheduleEditor rows={values.schedule} onChange={(schedule) => set({ schedule })} />
      <MapEditor
        imageUrl={show.map.imageUrl}
        spots={values.mapSpots}
        onSpotsChange={(mapSpots) => set({ mapSpots })}
        onUpload={(file) =>
          run(
            () => uploadShowMap(show.eventId, file),
            () => ({}),
          )
        }
        onRemove={() =>
          run(
            () => removeShowMap(show.eventId),
            () => ({}),
          )
        }
        busy={busy || !online}
      />
      <fieldset className="show-setup__group">
        <legend>{texts.helpers}</legend>
        <div className="field">
          <label className="field__label" htmlFor="helper-usernames">
            {texts.helperUsernames}
          </label>
          <textarea
            id="helper-usernames"
            className="field__input"
            rows={3}
            aria-describedby="helper-usernames-hint"
            value={values.helpers}
            onChange={(event) => set({ helpers: event.target.value })}
          />
          <p id="helper-usernames-hint" className="field__hint">
            {texts.helpersHint}
          </p>
        </div>
      </fieldset>
      <VotingControls
        show={show}
        opensAt={values.votingOpensAt}
        closesAt={values.votingClosesAt}
        onTimesChange={(times) => set(times)}
        onAction={(action) => void run(() => setVoting(show.eventId, action), votingTimesOf)}
        busy={busy || !online}
      />
      {problems.length > 0 && (
        <div className="show-panel__error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <div className="show-panel__actions">
        <Button type="submit" disabled={!online} aria-disabled={busy || undefined}>
          {texts.saveSetup}
        </Button>
        <ButtonLink variant="secondary" to={`/events/${show.eventId}/check-in`}>
          {texts.checkIn}
        </ButtonLink>
      </div>
    </form>
  );
}

/**
 * /events/:id/show: the organiser (or an admin) sets up the car show: registration, classes, schedule, venue map and
 * spots, helpers, People's Choice. Others are told it is not theirs; the server checks every call anyway.
 */
export default function ShowSetupPage() {
  const { id: eventId = '' } = useParams();
  const show = useShow(eventId);
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const [making, setMaking] = useState<string | null>(null);
  usePageTitle(show.data ? texts.showSetupTitle(show.data.title) : texts.showSetup);

  const onSaved = (saved: Show) => {
    queryClient.setQueryData(showKeys.detail(eventId), saved);
    void queryClient.invalidateQueries({ queryKey: showKeys.all });
  };
  const makeShow = async () => {
    setMaking(null);
    try {
      onSaved(await saveShowSetup(eventId, DEFAULT_SHOW_SETUP));
    } catch (error) {
      setMaking(serverMessage(error) ?? texts.setupFailed);
    }
  };

  if (isLoading || show.isPending) return <LoadingState />;
  const heading = show.data ? texts.showSetupTitle(show.data.title) : texts.showSetup;
  if (!user || (show.data && user.id !== show.data.organizer.id && !isAdmin(user))) {
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{heading}</h1>
        <p role="alert">{texts.organizerOnlyPage}</p>
      </section>
    );
  }
  if (!show.data) {
    if (!isNotFound(show.error)) return <LoadError what="This show" pageTitle={texts.showSetup} onRetry={() => void show.refetch()} />;
    return (
      <section className="page placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{heading}</h1>
        <p>{texts.notAShowYet}</p>
        {making && <p role="alert">{making}</p>}
        <div>
          <Button onClick={() => void makeShow()}>{texts.makeItAShow}</Button>
        </div>
      </section>
    );
  }
  return (
    <section className="page show-writes" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      <NetworkRequiredNotice message={texts.needsConnection} />
      <SetupForm key={eventId} show={show.data} onSaved={onSaved} />
      <div>
        <ButtonLink variant="ghost" to={`/events/${eventId}`}>
          Back to the event
        </ButtonLink>
      </div>
    </section>
  );
}
