import { useTranslation } from 'react-i18next';
import styles from './pagination.module.css';
import { paginationItems } from './pagination-items.ts';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one (product: 3). */
  range?: number;
  /** Pages always shown at each end (product: 1). */
  margin?: number;
  label?: string;
  className?: string;
}

type Arrow = 'first' | 'prev' | 'next' | 'last';

/** Chevrons drawn for left-to-right; the stylesheet mirrors them in RTL. */
const arrowPaths: Record<Arrow, string> = {
  first: 'M11 6l-6 6 6 6M18 6l-6 6 6 6',
  prev: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M6 6l6 6-6 6M13 6l6 6-6 6',
};

const arrowLabels: Record<Arrow, string> = {
  first: 'in_first_page',
  prev: 'in_prev_page',
  next: 'in_next_page',
  last: 'in_last_page',
};

/** Product §2/§9 numbered pagination: first, prev, pages with ellipses, next, last. */
export function Pagination({
  page,
  totalPages,
  onChange,
  range = 3,
  margin = 1,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onChange(target);
  };

  const arrow = (kind: Arrow, target: number, disabled: boolean) => (
    <li>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t(arrowLabels[kind])}
        disabled={disabled}
        onClick={() => go(target)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={arrowPaths[kind]} fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </li>
  );

  return (
    <nav
      className={[styles.nav, className].filter(Boolean).join(' ')}
      aria-label={label ?? t('in_pagination')}
    >
      <ul className={styles.list}>
        {arrow('first', 1, current === 1)}
        {arrow('prev', current - 1, current === 1)}
        {paginationItems(current, totalPages, range, margin).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`gap-${item.position}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('in_page_n', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        {arrow('next', current + 1, current === totalPages)}
        {arrow('last', totalPages, current === totalPages)}
      </ul>
    </nav>
  );
}
