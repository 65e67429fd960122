import { type ReactNode, useId, useState } from 'react';
import { Icon } from './icons.tsx';
import styles from './side-menu.module.css';

/** A collapsible side-menu group: a heading button with aria-expanded over its list. */
export function MenuGroup({
  title,
  defaultOpen = false,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <section className={styles.group}>
      <h2 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          <Icon name="chevron" size={16} />
        </button>
      </h2>
      <ul id={listId} className={styles.list} hidden={!open}>
        {children}
      </ul>
    </section>
  );
}
