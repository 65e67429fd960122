import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useIsTrial, useLoggedIn } from '../../../lib/session-store.ts';
import { usePlayerRank, useVipLadder } from '../../rewards/index.ts';
import { Answer } from '../components/answer.tsx';
import { LadderTable } from '../components/ladder-table.tsx';
import { MonthlyBonus } from '../components/monthly-bonus.tsx';
import { RankCard } from '../components/rank-card.tsx';
import styles from './vip-page.module.css';

/**
 * /vip: how the brand's VIP ranks work and what each brings (the ladder, for everyone);
 * a logged-in player first sees their own rank and what the next one still needs, and
 * claims their rank's monthly bonus; a visitor is invited to log in (and no player call
 * is made without a token).
 */
export function VipPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const loggedIn = useLoggedIn();
  const trial = useIsTrial();
  const openDialog = useDialogs((s) => s.openDialog);
  const ladder = useVipLadder();
  const player = usePlayerRank(loggedIn && !trial);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('app_vip_title')}
      </h1>
      <p className={styles.intro}>{t('app_vip_intro')}</p>
      {loggedIn ? (
        !trial && (
          <Answer query={player}>
            {(rank) => (
              <>
                <RankCard rank={rank} />
                <MonthlyBonus monthly={rank.monthly} />
              </>
            )}
          </Answer>
        )
      ) : (
        <div className={styles.invite}>
          <p>{t('app_vip_login_invite')}</p>
          <button type="button" className={styles.button} onClick={() => openDialog('login')}>
            {t('hd_login')}
          </button>
        </div>
      )}
      <Answer query={ladder}>
        {(data) => (
          <>
            <LadderTable ladder={data} current={player.data?.level} />
            <ul className={styles.notes}>
              <li>{t('app_vip_note_upgrade')}</li>
              <li>{t('app_vip_note_window', { days: data.windowDays })}</li>
              <li>{t('app_vip_note_cashback')}</li>
            </ul>
          </>
        )}
      </Answer>
    </section>
  );
}
