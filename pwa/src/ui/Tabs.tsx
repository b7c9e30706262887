import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultTab?: string;
  /** The shown tab, when the page keeps it (e.g. in the address); otherwise the tabs keep it themselves. */
  selected?: string;
  /** Told the newly shown tab, e.g. so a page renders only the shown panel's content. */
  onSelect?: (id: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows (wrapping), Home and End move
 * between tabs and show their panel; Tab moves on into the panel.
 */
export function Tabs({ label, items, defaultTab, selected: shownByPage, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setSelected] = useState(defaultTab ?? items[0]?.id);
  const selected = shownByPage ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const show = (id: string) => {
    setSelected(id);
    onSelect?.(id);
  };

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    show(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  // Moves count from the focused tab, not the shown one: a second key pressed before the page
  // has re-rendered (the shown tab may live in the address) must not start from the old tab.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: number) => {
    const moves: Partial<Record<string, number>> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => show(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selected}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
