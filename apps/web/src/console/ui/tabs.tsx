import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from '../pages/page.module.css';

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { id: T; text: string }[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}

/**
 * Tabs with one panel (the selected tab's): arrow keys, Home and End move between the
 * tabs, as a person using a keyboard expects of a tab list.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const next = tabs[to];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${next.id}`)}`)?.focus();
  };
  return (
    <div className={styles.stack}>
      <div ref={list} role="tablist" aria-label={label} className={styles.tabs} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${id}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.text}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${selected}`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
