import type { CriterionInput } from '@shared/shows/judging';
import type { Criterion } from '@shared/shows/judging-responses';
import type { Show } from '@shared/shows/responses';
import { showSetupSchema, type ShowSetup, type ShowSetupInput } from '@shared/shows/schemas';

/** What the set-up form edits: text as typed, each row with a key of its own for React (an id once saved). */
export interface ClassRow {
  key: string;
  id?: string;
  name: string;
  modelSlug: string;
  yearFrom: string;
  yearTo: string;
  /** Judging: the judges' usernames, one per line, and the score sheet, one "Criterion: points" per line. */
  judges: string;
  scoreSheet: string;
  /** The class's saved criteria: a line naming one keeps its id (and the scores given against it). */
  criteria: Criterion[];
}
export interface ScheduleRow {
  key: string;
  id?: string;
  /** `datetime-local` text, in the device's time zone. */
  startsAt: string;
  title: string;
  place: string;
}
export interface SpotRow {
  key: string;
  number: string;
  label: string;
  x: string;
  y: string;
}
export interface SetupValues {
  registrationOpen: boolean;
  classes: ClassRow[];
  schedule: ScheduleRow[];
  mapSpots: SpotRow[];
  /** Usernames, one per line (or separated by commas). */
  helpers: string;
  votingOpensAt: string;
  votingClosesAt: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as `datetime-local` text of the device's time zone. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `datetime-local` text as an ISO instant; empty is null, unreadable text goes on for the schema to refuse. */
const toInstant = (local: string): string | null => {
  if (local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};
const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const newKey = () => crypto.randomUUID();

export const emptyClass = (): ClassRow => ({
  key: newKey(),
  name: '',
  modelSlug: '',
  yearFrom: '',
  yearTo: '',
  judges: '',
  scoreSheet: '',
  criteria: [],
});

/** A score sheet as the form shows it: "Exterior: 10", one criterion per line. */
export const scoreSheetText = (criteria: readonly Criterion[]) => criteria.map((item) => `${item.name}: ${item.maxPoints}`).join('\n');

/**
 * The score sheet's lines as criteria: "Name: points" (or "Name points"); a line without points goes on with none, for
 * the schema to refuse in its own words. A name the class already had keeps its criterion's id.
 */
export function parseScoreSheet(text: string, saved: readonly Criterion[]): CriterionInput[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.*?)[\s:]+(\d+)$/.exec(line);
      const name = (match?.[1] ?? line).trim();
      const id = saved.find((item) => item.name.toLowerCase() === name.toLowerCase())?.id;
      return { ...(id ? { id } : {}), name, maxPoints: match ? Number(match[2]) : Number.NaN };
    });
}

const usernames = (text: string) =>
  text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);
export const emptyScheduleItem = (): ScheduleRow => ({ key: newKey(), startsAt: '', title: '', place: '' });
export const spotRow = (number: number, x = '', y = ''): SpotRow => ({ key: newKey(), number: String(number), label: '', x, y });

/** The set-up a new show starts with: registration closed, one "Open" class for every car. */
export const DEFAULT_SHOW_SETUP: ShowSetupInput = { registrationOpen: false, classes: [{ name: 'Open' }], schedule: [] };

export function setupValuesOf(show: Show): SetupValues {
  return {
    registrationOpen: show.registrationOpen,
    classes: show.classes.map((item) => ({
      key: item.id,
      id: item.id,
      name: item.name,
      modelSlug: item.modelSlug ?? '',
      yearFrom: item.yearFrom === null ? '' : String(item.yearFrom),
      yearTo: item.yearTo === null ? '' : String(item.yearTo),
      judges: item.judges.map((judge) => judge.username).join('\n'),
      scoreSheet: scoreSheetText(item.scoreSheet),
      criteria: item.scoreSheet,
    })),
    schedule: show.schedule.map((item) => ({
      key: item.id,
      id: item.id,
      startsAt: toLocalDateTime(item.startsAt),
      title: item.title,
      place: item.place ?? '',
    })),
    mapSpots: show.map.spots.map((spot) => ({
      key: newKey(),
      number: String(spot.number),
      label: spot.label ?? '',
      x: String(spot.x),
      y: String(spot.y),
    })),
    helpers: show.helpers.map((helper) => helper.username).join('\n'),
    votingOpensAt: toLocalDateTime(show.votingOpensAt),
    votingClosesAt: toLocalDateTime(show.votingClosesAt),
  };
}

/** The form as the PUT body, checked with the schema the API uses (its exact messages). */
export function parseSetupValues(
  values: SetupValues,
): { success: true; data: ShowSetup; input: ShowSetupInput } | { success: false; messages: string[] } {
  const input: ShowSetupInput = {
    registrationOpen: values.registrationOpen,
    classes: values.classes.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
      modelSlug: row.modelSlug || null,
      yearFrom: toNumber(row.yearFrom),
      yearTo: toNumber(row.yearTo),
      scoreSheet: parseScoreSheet(row.scoreSheet, row.criteria),
      judgeUsernames: usernames(row.judges),
    })),
    schedule: values.schedule.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      startsAt: toInstant(row.startsAt) ?? '',
      title: row.title,
      place: row.place || null,
    })),
    mapSpots: values.mapSpots.map((row) => ({
      number: Number(row.number),
      label: row.label || null,
      x: Number(row.x),
      y: Number(row.y),
    })),
    helperUsernames: usernames(values.helpers),
    votingOpensAt: toInstant(values.votingOpensAt),
    votingClosesAt: toInstant(values.votingClosesAt),
  };
  const parsed = showSetupSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data, input };
  return { success: false, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}

/** The next spot number: one more than the highest so far. */
export const nextSpotNumber = (spots: readonly SpotRow[]) => spots.reduce((max, spot) => Math.max(max, Number(spot.number) || 0), 0) + 1;
