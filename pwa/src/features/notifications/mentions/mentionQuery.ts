import { mentionQueryBeforeCaret } from '@shared/notifications/mentions';

/** The `@name` being typed just before the caret: where it starts (at the `@`) and what follows the `@`. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** The mention being typed before `caret` in `text` (the shared mention rule), or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const query = mentionQueryBeforeCaret(text.slice(0, caret));
  return query === null ? null : { start: caret - query.length - 1, query };
}

/** `text` with the mention being typed replaced by `@username ` and where the caret goes after it. */
export function completeMention(text: string, caret: number, mention: MentionQuery, username: string) {
  const inserted = `@${username} `;
  // The rest of a half-typed name after the caret goes, and so does one space (the completion brings its own).
  const rest = text
    .slice(caret)
    .replace(/^[A-Za-z0-9-]*/, '')
    .replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}
