import { opsListGames } from '@gamehall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../lib/query-state.tsx';
import { staffCall } from '../../lib/staff-call.ts';
import page from '../page.module.css';
import { CatalogueCells } from './catalogue-cells.tsx';
import { categoryText } from './category-text.ts';
import { type GameFilter, GameFilters } from './game-filters.tsx';
import styles from './games.module.css';
import { GAMES_KEY } from './games-keys.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';

const PAGE_SIZE = 25;

/**
 * The catalogue a page at a time in the lobby's order, hidden games included: each row's
 * switches (shown, hot) and its place in its vendor's order, saved one row at a time.
 */
export function GamesTab({
  filter,
  pageNo,
  onFilter,
  onPage,
}: {
  filter: GameFilter;
  pageNo: number;
  onFilter: (filter: GameFilter) => void;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  const change = useCatalogueChange();
  const games = useQuery({
    queryKey: [...GAMES_KEY, filter, pageNo],
    queryFn: () =>
      staffCall(opsListGames, {
        query: {
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.vendor ? { vendor: filter.vendor } : {}),
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.state ? { state: filter.state } : {}),
          pageNo,
          pageSize: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const data = games.data;
  return (
    <>
      <GameFilters filter={filter} onFilter={onFilter} />
      <section
        className={page.section}
        aria-label={t('cs_gm_tab_games')}
        aria-busy={games.isFetching}
      >
        <QueryState query={games} />
        <p role="status" className={page.done}>
          {change.done}
        </p>
        {change.error && (
          <p role="alert" className={page.error}>
            {change.error}
          </p>
        )}
        {data && data.list.length === 0 && <p className={page.muted}>{t('cs_gm_none')}</p>}
        {data && data.list.length > 0 && (
          <>
            <p className={page.muted}>{t('cs_gm_total', { count: data.total })}</p>
            <div className={page.scroll}>
              <table className={page.table} aria-label={t('cs_gm_tab_games')}>
                <thead>
                  <tr>
                    <th scope="col">{t('cs_gm_game')}</th>
                    <th scope="col">{t('cs_gm_vendor')}</th>
                    <th scope="col">{t('cs_gm_category')}</th>
                    <th scope="col">{t('cs_gm_shown')}</th>
                    <th scope="col">{t('cs_gm_hot')}</th>
                    <th scope="col">{t('cs_gm_order')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((g) => (
                    <tr key={g.id}>
                      <th scope="row">
                        {g.name}
                        <span className={styles.sub}>
                          {g.gameCode}
                          {g.engine ? ` · ${t('cs_gm_in_house')}` : ''}
                        </span>
                      </th>
                      <td>
                        {g.vendor}
                        {!g.vendorEnabled && (
                          <span className={styles.sub}>{t('cs_gm_vendor_hidden')}</span>
                        )}
                      </td>
                      <td>{categoryText(t, g.category)}</td>
                      <CatalogueCells
                        name={g.name}
                        row={g}
                        busy={change.busy}
                        onChange={(c) => void change.changeGame(g, c)}
                      />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={data.pageNo}
              totalPages={data.totalPages}
              onChange={onPage}
              label={t('cs_gm_pages')}
            />
          </>
        )}
      </section>
    </>
  );
}
