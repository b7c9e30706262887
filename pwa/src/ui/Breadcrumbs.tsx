import { Link } from 'react-router-dom';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Leave out for the current page, which is always the last crumb. */
  to?: string;
}

/** Where this page sits: links to each level above, the current page marked for screen readers. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {item.to && !isLast ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
