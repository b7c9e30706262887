import type { TrimNote } from '@shared/catalogue/types';

interface NotesListProps {
  notes: readonly TrimNote[];
  empty: string;
}

/** Common issues or restoration tips: a title and a description each. */
export function NotesList({ notes, empty }: NotesListProps) {
  if (notes.length === 0) return <p className="catalogue-muted">{empty}</p>;
  return (
    <ul className="notes-list">
      {notes.map((note) => (
        <li key={note.title} className="catalogue-panel card">
          <h3>{note.title}</h3>
          <p>{note.description}</p>
        </li>
      ))}
    </ul>
  );
}
