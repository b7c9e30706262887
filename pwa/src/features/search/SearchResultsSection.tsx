import type { ReactNode } from 'react';

interface SearchResultsSectionProps<Item> {
  id: string;
  title: string;
  items: readonly Item[];
  emptyText: string;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/** One group of the results page: its heading with the number found, then the list or the empty text. */
export function SearchResultsSection<Item>({ id, title, items, emptyText, itemKey, renderItem }: SearchResultsSectionProps<Item>) {
  return (
    <section className="search-page__group" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="search-page__count">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="search-page__empty">{emptyText}</p>
      ) : (
        <ul className="search-page__list">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
