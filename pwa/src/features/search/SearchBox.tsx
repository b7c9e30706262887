import { useEffect, useId, useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSlotProps } from '@/layout/slots';
import { SEARCH_PLACEHOLDER } from '@shared/layout/nav';
import { SEARCH_LIMIT_DEFAULT, SEARCH_MIN_CHARS, searchTexts } from '@shared/search/schemas';
import { Icon } from '@/ui/Icon';
import { SearchPopup } from './SearchPopup';
import { resultsPagePath } from './searchLinks';
import { searchOptionGroups, type SearchOption } from './searchOptions';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearch } from './useSearch';
import './search-box.css';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Top-bar search (docs/product/screens.md): a combobox whose popup lists the best models, posts and members while typing.
 * Arrow keys move through the results, Enter opens the highlighted one (or the results page when none is), Escape
 * closes the popup. Offline, the models saved on this device are searched, and the popup says so.
 */
const readInputValue = (id: string) => {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element.value : '';
};

export function SearchBox({ className, onSearch }: SearchSlotProps) {
  const id = useId();
  const listboxId = `${id}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  // A prerendered page shows this box before its code has run, and hydration empties it: what was typed meanwhile is
  // read from the page as it starts (the first render, before React writes to it) and taken up once it has.
  const [typedBeforeStart] = useState(() => (typeof document === 'undefined' ? '' : readInputValue(id)));
  useEffect(() => {
    if (!typedBeforeStart) return;
    // Once, after hydration: rendering it at once would not match the prerendered page.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after hydration (see above)
    setText(typedBeforeStart);
    setOpen(document.activeElement?.id === id);
  }, [typedBeforeStart, id]);

  const query = text.trim();
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useSearch(settled.length >= SEARCH_MIN_CHARS ? settled : '', SEARCH_LIMIT_DEFAULT, { keepPrevious: true });
  const groups = useMemo(() => (search.results ? searchOptionGroups(search.results, listboxId) : []), [search.results, listboxId]);
  const seeAll: SearchOption = { id: `${listboxId}-all`, to: resultsPagePath(query), label: searchTexts.seeAll(query), detail: '' };
  const options = [...groups.flatMap((group) => group.options), seeAll];
  const expanded = open && query.length >= SEARCH_MIN_CHARS;
  // A highlight that the latest results no longer hold counts as none.
  const active = expanded ? options.find((option) => option.id === activeId) : undefined;

  const go = (to: string) => {
    setOpen(false);
    setActiveId(null);
    void navigate(to);
    onSearch?.();
  };

  const choose = (option: SearchOption) => {
    // The result is open now: start afresh next time (the results page keeps its text in the URL).
    if (option !== seeAll) setText('');
    go(option.to);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(resultsPagePath(query));
  };

  const move = (step: 1 | -1) => {
    const index = active ? options.indexOf(active) : step === 1 ? -1 : options.length;
    setActiveId(options[(index + step + options.length) % options.length]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (query.length < SEARCH_MIN_CHARS) return;
      event.preventDefault();
      setOpen(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      // Only the popup closes: not the text (a search input clears on Escape) and not the mobile menu around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveId(null);
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setOpen(false);
  };

  return (
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={onSubmit} onBlur={onBlur}>
      <div className="search-box__field">
        <label htmlFor={id} className="visually-hidden">
          Search
        </label>
        <Icon name="search" size={18} className="search-box__icon" />
        <input
          id={id}
          className="search-box__input"
          type="search"
          name="q"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveId(null);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <SearchPopup
        listboxId={listboxId}
        expanded={expanded}
        groups={groups}
        seeAll={seeAll}
        activeId={active?.id}
        search={search}
        waiting={settled !== query || search.isPending}
        onChoose={choose}
        onHover={setActiveId}
      />
    </form>
  );
}
