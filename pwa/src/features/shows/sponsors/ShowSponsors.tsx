import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdmin } from '@shared/auth/roles';
import type { Show } from '@shared/shows/responses';
import {
  showSponsorResources,
  showSponsorsSchema,
  sponsorTexts as texts,
  SPONSORS_MAX,
  type Sponsor,
} from '@shared/shows/sponsor-resources';
import { useCurrentUser, useOutboxMember } from '@/features/auth';
import { callResource, keyOf } from '@/http/resources';
import { writeAsDeclared } from '@/outbox/kinds/declared';
import { submit, writeFailureMessage } from '@/outbox/page/submit';
import { Button } from '@/ui/Button';
import { EditableRows } from '@/ui/editable-rows/EditableRows';
import { ExternalLink } from '@/ui/ExternalLink';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast/toastStore';

interface Row {
  key: string;
  name: string;
  website: string;
}
const newRow = (): Row => ({ key: crypto.randomUUID(), name: '', website: '' });
const rowsOf = (sponsors: readonly Sponsor[]): Row[] =>
  sponsors.map(({ name, website }) => ({ ...newRow(), name, website: website ?? '' }));

/** The organiser's list of sponsors, saved through the outbox: sent at once online, kept on the device without signal. */
function SponsorsForm({ show, sponsors, onDone }: { show: Show; sponsors: readonly Sponsor[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { member } = useOutboxMember();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(sponsors));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = keyOf(showSponsorResources.list, { params: { eventId: show.eventId } });

  const save = async () => {
    const parsed = showSponsorsSchema.safeParse({ sponsors: rows.map(({ name, website }) => ({ name, website })) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? texts.failed);
    if (!member) return;
    setBusy(true);
    setProblem(null);
    try {
      const write = writeAsDeclared(
        showSponsorResources.replace,
        { params: { eventId: show.eventId }, body: parsed.data },
        `${texts.title}: ${show.title}`,
      );
      const answer = await submit(write, member);
      // Shown as saved at once: the device keeps the list it read, and a queued list replaces it when it lands.
      queryClient.setQueryData(key, parsed.data);
      if (answer.result === 'sent') {
        toast({ title: texts.saved });
        void queryClient.invalidateQueries({ queryKey: key });
      } else toast({ title: texts.waiting });
      onDone();
    } catch (error) {
      setProblem(writeFailureMessage(error) ?? texts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <EditableRows
        rows={rows}
        onChange={setRows}
        noun={texts.noun}
        nameOf={(row, index) => row.name || `${index + 1}`}
        ordered
        addLabel={texts.add}
        newRow={newRow}
        maxRows={SPONSORS_MAX}
      >
        {(_, field, index) => (
          <>
            <TextField label={texts.name(index + 1)} {...field('name')} />
            <TextField label={texts.website(index + 1)} type="url" inputMode="url" {...field('website')} />
          </>
        )}
      </EditableRows>
      {problem && <p role="alert">{problem}</p>}
      <div className="cluster">
        <Button type="submit" disabled={busy}>
          {texts.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A show's sponsors, under its tabs: read for everyone (the device keeps what it read, for the day without signal);
 * its organiser or an admin edits them there.
 */
export function ShowSponsors({ show }: { show: Show }) {
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const params = { eventId: show.eventId };
  const query = useQuery({
    queryKey: keyOf(showSponsorResources.list, { params }),
    queryFn: () => callResource(showSponsorResources.list, { params }),
  });
  const sponsors = query.data?.sponsors ?? [];
  const mayEdit = user !== null && (user.id === show.organizer.id || isAdmin(user));
  // Nothing to say to a visitor about a show that names no sponsors, or whose list could not be read.
  if (!mayEdit && sponsors.length === 0) return null;

  return (
    <section className="stack" aria-labelledby="show-sponsors-heading">
      <h3 id="show-sponsors-heading">{texts.title}</h3>
      {editing ? (
        <SponsorsForm show={show} sponsors={sponsors} onDone={() => setEditing(false)} />
      ) : (
        <>
          {sponsors.length === 0 ? (
            <p>{texts.none}</p>
          ) : (
            <ul className="cluster">
              {sponsors.map((sponsor, index) => (
                <li key={index}>{sponsor.website ? <ExternalLink href={sponsor.website}>{sponsor.name}</ExternalLink> : sponsor.name}</li>
              ))}
            </ul>
          )}
          {mayEdit && query.isSuccess && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {texts.edit}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
