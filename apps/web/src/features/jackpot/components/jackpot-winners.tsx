import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/index.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { findLanguage } from '../../../lib/i18n/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import type { Jackpot } from '../api/get-jackpot.ts';
import { timeAgo } from '../model/time-ago.ts';
import styles from './jackpot-banner.module.css';

/** Winners shown before "Show all": the banner stays the height of a banner. */
export const WINNERS_SHOWN = 5;

/**
 * The last winners, newest first: the masked player, what the pool paid, the game and
 * when ("3 hours ago"; the full time in the brand's zone on hover).
 */
export function JackpotWinners({ winners }: { winners: Jackpot['winners'] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const config = useSiteConfig().data;
  const [all, setAll] = useState(false);
  const locale = findLanguage(i18n.language)?.htmlLang ?? 'en';
  const now = new Date();
  const shown = all ? winners : winners.slice(0, WINNERS_SHOWN);

  return (
    <div className={styles.winners}>
      <h3 id={headingId} className={styles.winnersTitle}>
        {t('jackpot_winners')}
      </h3>
      {winners.length === 0 ? (
        <p className={styles.none}>{t('jackpot_no_winners')}</p>
      ) : (
        <ul id={listId} className={styles.list} aria-labelledby={headingId}>
          {shown.map((winner) => (
            <li key={`${winner.at}-${winner.player}-${winner.amount}`} className={styles.winner}>
              <span className={styles.player}>{winner.player}</span>
              <Money value={winner.amount} symbol={config?.currencySymbol} className={styles.won} />
              {winner.game && <span className={styles.game}>{winner.game}</span>}
              <time
                className={styles.when}
                dateTime={winner.at}
                title={formatDateTime(winner.at, config?.timeZone)}
              >
                {timeAgo(winner.at, now, locale, config?.timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {winners.length > WINNERS_SHOWN && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
        >
          {all ? t('jackpot_winners_fewer') : t('jackpot_winners_all', { count: winners.length })}
        </button>
      )}
    </div>
  );
}
