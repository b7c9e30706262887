import { useId, useState, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { notificationTexts } from '@shared/notifications/texts';
import { completeMention, mentionQueryAt } from './mentionQuery';
import { useMentionSuggestions } from './useMentionSuggestions';
import './mentions.css';

interface MentionComboboxOptions {
  value: string;
  /** Sets the field's text (a chosen member completes the `@name` being typed). */
  onValueChange: (value: string) => void;
  /** The textarea, to put the caret after a completed mention. */
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Typing `@` and a letter in a textarea suggests members to mention (WAI-ARIA combobox with a listbox popup): the
 * arrows move through them, Enter or Tab chooses, Escape closes. Spread `inputProps` on the textarea and render
 * `popup` right after it.
 */
export function useMentionCombobox({ value, onValueChange, textareaRef }: MentionComboboxOptions) {
  const listboxId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  // The option the arrows are on, for the mention it was chosen in (a new mention starts at the first).
  const [active, setActive] = useState({ mention: '', index: 0 });
  // Escape closes the list for the mention being typed, until its text changes.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const mention = caret === null ? null : mentionQueryAt(value, caret);
  const query = mention && mention.query !== '' ? mention.query : null;
  const { data } = useMentionSuggestions(query);
  const typed = `${mention?.start}:${query}`;
  const suggestions = query && dismissed !== typed ? (data ?? []) : [];
  const open = suggestions.length > 0;
  const activeIndex = active.mention === typed ? Math.min(active.index, suggestions.length - 1) : 0;

  const trackCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(event.currentTarget.selectionEnd);

  const choose = (username: string) => {
    if (!mention || caret === null) return;
    const completed = completeMention(value, caret, mention, username);
    onValueChange(completed.text);
    setCaret(completed.caret);
    // After React has written the new text: the caret goes after the mention.
    requestAnimationFrame(() => {
      textareaRef.current?.focus();
      textareaRef.current?.setSelectionRange(completed.caret, completed.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const move = (by: number) => {
      event.preventDefault();
      setActive({ mention: typed, index: (activeIndex + by + suggestions.length) % suggestions.length });
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = suggestions[activeIndex];
      if (!chosen) return;
      event.preventDefault();
      choose(chosen.username);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(typed);
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listboxId,
    'aria-activedescendant': open ? optionId(activeIndex) : undefined,
    onKeyDown,
    onSelect: trackCaret,
    onInput: trackCaret,
    onBlur: () => setCaret(null),
  } as const;

  const popup: ReactNode = (
    <ul id={listboxId} role="listbox" className="mention-suggestions" aria-label={notificationTexts.mentionSuggestionsLabel} hidden={!open}>
      {suggestions.map((member, index) => (
        <li
          key={member.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className="mention-suggestions__option"
          // Chosen on press, before the textarea loses its focus (and with it the caret).
          onMouseDown={(event) => {
            event.preventDefault();
            choose(member.username);
          }}
        >
          <span className="mention-suggestions__name">{member.name}</span>{' '}
          <span className="mention-suggestions__username">@{member.username}</span>
        </li>
      ))}
    </ul>
  );
  return { inputProps, popup };
}
