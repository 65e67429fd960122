import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../lib/query-state.tsx';
import { useMay } from '../../lib/staff-session.ts';
import page from '../page.module.css';
import { CatalogueCells } from './catalogue-cells.tsx';
import { categoryText } from './category-text.ts';
import styles from './games.module.css';
import { vendorsQuery } from './games-keys.ts';
import { useCatalogueChange } from './use-catalogue-change.ts';
import { VendorKey } from './vendor-key.tsx';

/**
 * Every vendor in the lobby's order: shown or not (a vendor switched off hides all its
 * games), hot, its place, its games; and its signing key for the roles that may read it.
 */
export function VendorsTab() {
  const { t } = useTranslation();
  const may = useMay();
  const vendors = useQuery(vendorsQuery);
  const change = useCatalogueChange();
  const secrets = may('games.secrets');
  const data = vendors.data;
  return (
    <section
      className={page.section}
      aria-label={t('cs_gm_tab_vendors')}
      aria-busy={vendors.isFetching}
    >
      <QueryState query={vendors} />
      <p role="status" className={page.done}>
        {change.done}
      </p>
      {change.error && (
        <p role="alert" className={page.error}>
          {change.error}
        </p>
      )}
      {data && (
        <div className={page.scroll}>
          <table className={page.table} aria-label={t('cs_gm_tab_vendors')}>
            <thead>
              <tr>
                <th scope="col">{t('cs_gm_vendor')}</th>
                <th scope="col">{t('cs_gm_category')}</th>
                <th scope="col">{t('cs_gm_tab_games')}</th>
                <th scope="col">{t('cs_gm_shown')}</th>
                <th scope="col">{t('cs_gm_hot')}</th>
                <th scope="col">{t('cs_gm_order')}</th>
                {secrets && <th scope="col">{t('cs_gm_key')}</th>}
              </tr>
            </thead>
            <tbody>
              {data.list.map((v) => (
                <tr key={v.code}>
                  <th scope="row">
                    {v.displayName}
                    <span className={styles.sub}>{v.code}</span>
                  </th>
                  <td>{categoryText(t, v.category)}</td>
                  <td className={page.nowrap}>
                    {t('cs_gm_games_of', { enabled: v.enabledGames, total: v.games })}
                  </td>
                  <CatalogueCells
                    name={v.displayName}
                    row={v}
                    busy={change.busy}
                    onChange={(c) => void change.changeVendor(v, c)}
                  />
                  {secrets && (
                    <td>
                      {v.inHouse ? (
                        <span className={page.muted}>{t('cs_gm_key_none')}</span>
                      ) : (
                        <VendorKey code={v.code} name={v.displayName} />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
