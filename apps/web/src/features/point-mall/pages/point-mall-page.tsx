import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useIsTrial, useLoggedIn } from '../../../lib/session-store.ts';
import { pointRates } from '../model/point-rates.ts';
import styles from './point-mall-page.module.css';

/**
 * A player's part loads on its own: the page's own chunk stays the static rates a visitor
 * sees, and the contract and money forms it needs are not shared with the first page's
 * chunks in a way that splits them (the first visit's budget, decision 005).
 */
const PlayerMall = lazy(() =>
  import('../components/player-mall.tsx').then((m) => ({ default: m.PlayerMall })),
);

/**
 * /pointMall (no side menu). A visitor (or a trial account) sees how points are earned and
 * is invited to log in — every points call needs a token, so none is made. A player sees
 * their points, the items to redeem, the conversion to money, their redeem history and
 * points record, and the brand's points rules.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const loggedIn = useLoggedIn();
  const trial = useIsTrial();
  const openDialog = useDialogs((s) => s.openDialog);
  const player = loggedIn && !trial;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.hero}>
        <h1 id={headingId}>{t('app_points_title')}</h1>
        <p>{t('app_points_intro')}</p>
        {!loggedIn && (
          <button type="button" className={styles.cta} onClick={() => openDialog('login')}>
            {t('app_points_login')}
          </button>
        )}
      </header>
      {player ? (
        <Suspense fallback={<p role="status">{t('in_loading')}</p>}>
          <PlayerMall />
        </Suspense>
      ) : (
        <StaticRates />
      )}
    </section>
  );
}

/** The rates of product §9, the same for everyone, for those who cannot ask the brand's. */
function StaticRates() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.subtitle}>{t('app_points_rates_title')}</h2>
      <ul className={styles.rates}>
        {pointRates.map((r) => (
          <li key={r.category} className={styles.rate}>
            <span>{t(r.labelKey)}</span>
            <strong dir="ltr">×{r.rate.toFixed(2)}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('app_points_rates_note')}</p>
      <p className={styles.note}>{t('app_points_never_expire')}</p>
    </>
  );
}
