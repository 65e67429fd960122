import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionTab } from '../model/promotion.ts';
import styles from '../pages/promotions.module.css';

export interface PromotionTabsProps {
  tabs: readonly PromotionTab[];
  current: PromotionTab;
  /** The id of the panel the tabs control. */
  panelId: string;
  onChange: (tab: PromotionTab) => void;
}

const tabLabel = (tab: PromotionTab) => (tab === 'ALL' ? 'app_promo_all' : `app_promo_type_${tab}`);

/** The promotion types as tabs (arrow keys, Home and End move between them). */
export function PromotionTabs({ tabs, current, panelId, onChange }: PromotionTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[to];
    if (tab === undefined) return;
    e.preventDefault();
    onChange(tab);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('app_promo_types')}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {t(tabLabel(tab))}
        </button>
      ))}
    </div>
  );
}
