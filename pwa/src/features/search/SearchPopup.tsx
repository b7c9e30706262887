import { searchTexts } from '@shared/search/schemas';
import type { SearchOption, SearchOptionGroup } from './searchOptions';
import type { SearchState } from './useSearch';

interface SearchPopupProps {
  listboxId: string;
  expanded: boolean;
  groups: SearchOptionGroup[];
  /** The last option: the results page for the text. */
  seeAll: SearchOption;
  activeId: string | undefined;
  search: SearchState;
  /** Typing has not settled yet, or the answer is on its way. */
  waiting: boolean;
  onChoose: (option: SearchOption) => void;
  onHover: (id: string) => void;
}

/** What the popup tells a screen reader after each search; empty while it is closed. */
function announcement({ expanded, groups, search, waiting }: SearchPopupProps): string {
  if (!expanded) return '';
  if (waiting && groups.length === 0) return searchTexts.searching;
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  const found = count === 0 ? searchTexts.noResults : `${count} result${count === 1 ? '' : 's'}`;
  return search.offline ? `${searchTexts.offline}. ${found}` : found;
}

/**
 * The header search's listbox: results grouped as Models, Posts and Members, then "See all results". Focus stays
 * in the input (aria-activedescendant names the highlighted option), so a press must not take it away.
 */
export function SearchPopup(props: SearchPopupProps) {
  const { listboxId, expanded, groups, seeAll, activeId, search, waiting, onChoose, onHover } = props;
  const option = (item: SearchOption) => (
    // The combobox input handles the keys and keeps focus (aria-activedescendant): options are never focused.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- see above
    <div
      key={item.id}
      id={item.id}
      role="option"
      aria-selected={item.id === activeId}
      className="search-popup__option"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(item)}
      onMouseMove={() => item.id !== activeId && onHover(item.id)}
    >
      <span className="search-popup__label">{item.label}</span>
      {item.detail && <span className="search-popup__detail">{item.detail}</span>}
    </div>
  );

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement(props)}
      </p>
      {expanded && (
        <div className="search-popup">
          {search.offline && <p className="search-popup__note">{searchTexts.offline}</p>}
          {groups.length === 0 && (
            <p className="search-popup__note">
              {waiting ? searchTexts.searching : search.isError ? searchTexts.failed : searchTexts.noResults}
            </p>
          )}
          <div id={listboxId} role="listbox" aria-label={searchTexts.resultsLabel} className="search-popup__list">
            {groups.map((group) => (
              <div key={group.key} role="group" aria-labelledby={`${listboxId}-${group.key}`} className="search-popup__group">
                <div id={`${listboxId}-${group.key}`} role="presentation" className="search-popup__heading">
                  {group.title}
                </div>
                {group.options.map(option)}
              </div>
            ))}
            {option(seeAll)}
          </div>
        </div>
      )}
    </>
  );
}
