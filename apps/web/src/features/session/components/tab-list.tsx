import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './forms.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabListProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
function TabList<K extends string>({ label, tabs, selected, onSelect, panelId }: TabListProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length < 2) return null;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={tab.key === selected}
          aria-controls={panelId}
          tabIndex={tab.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export interface TabsProps<K extends string> extends Omit<TabListProps<K>, 'panelId'> {
  /** The selected way's content, in the one panel the tabs control. */
  children: ReactNode;
}

/** The ways of a dialog as tabs over one panel; with a single way, no tabs and a plain panel. */
export function Tabs<K extends string>({ children, ...list }: TabsProps<K>) {
  const panelId = useId();
  return (
    <>
      <TabList {...list} panelId={panelId} />
      <div id={panelId} role={list.tabs.length > 1 ? 'tabpanel' : undefined}>
        {children}
      </div>
    </>
  );
}
