import { GAME_STATES, type GameCategory, GameCategoryCode } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../page.module.css';
import { categoryText } from './category-text.ts';
import { vendorsQuery } from './games-keys.ts';

export type GameState = (typeof GAME_STATES)[number];

/** What the games list is narrowed to; '' is no filter. */
export interface GameFilter {
  search: string;
  vendor: string;
  category: GameCategory | '';
  state: GameState | '';
}

export const NO_GAME_FILTER: GameFilter = { search: '', vendor: '', category: '', state: '' };

/** The filter as the address keeps it (anything unknown there is no filter). */
export function gameFilterOf(params: URLSearchParams): GameFilter {
  const category = (params.get('category') ?? '') as GameCategory;
  const state = (params.get('state') ?? '') as GameState;
  return {
    search: (params.get('search') ?? '').slice(0, 64),
    vendor: /^[A-Z0-9]{2,12}$/.test(params.get('vendor') ?? '')
      ? (params.get('vendor') as string)
      : '',
    category: GameCategoryCode.options.includes(category) ? category : '',
    state: GAME_STATES.includes(state) ? state : '',
  };
}

/** The filter bar: a name or code, a vendor, a category, shown or hidden (each may be left out). */
export function GameFilters({
  filter,
  onFilter,
}: {
  filter: GameFilter;
  onFilter: (filter: GameFilter) => void;
}) {
  const { t } = useTranslation();
  const vendors = useQuery(vendorsQuery);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onFilter({
      search: text('search'),
      vendor: text('vendor'),
      category: text('category') as GameFilter['category'],
      state: text('state') as GameFilter['state'],
    });
  };
  const isFiltered = Object.values(filter).some((v) => v !== '');
  return (
    <search aria-label={t('cs_gm_filter')}>
      {/* Keyed by the filter (and the vendors' arrival), so the fields show what applies. */}
      <form
        key={`${JSON.stringify(filter)}${vendors.data ? 1 : 0}`}
        className={page.form}
        onSubmit={apply}
      >
        <label className={page.field}>
          {t('cs_gm_search')}
          <input
            type="search"
            name="search"
            maxLength={64}
            autoComplete="off"
            defaultValue={filter.search}
          />
        </label>
        <label className={page.field}>
          {t('cs_gm_vendor')}
          <select name="vendor" defaultValue={filter.vendor}>
            <option value="">{t('cs_gm_vendor_all')}</option>
            {vendors.data?.list.map((v) => (
              <option key={v.code} value={v.code}>
                {v.displayName}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          {t('cs_gm_category')}
          <select name="category" defaultValue={filter.category}>
            <option value="">{t('cs_gm_category_all')}</option>
            {GameCategoryCode.options.map((c) => (
              <option key={c} value={c}>
                {categoryText(t, c)}
              </option>
            ))}
          </select>
        </label>
        <label className={page.field}>
          {t('cs_gm_state')}
          <select name="state" defaultValue={filter.state}>
            <option value="">{t('cs_gm_state_all')}</option>
            {GAME_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`cs_gm_state_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={page.primary}>
          {t('cs_gm_apply')}
        </button>
        {isFiltered && (
          <button type="button" className={page.secondary} onClick={() => onFilter(NO_GAME_FILTER)}>
            {t('cs_gm_clear')}
          </button>
        )}
      </form>
    </search>
  );
}
