import type { LiveTableEngine } from '@gamehall/games';
import { useTranslation } from 'react-i18next';
import frame from '../frame/frame.module.css';
import { moneyText } from '../money.ts';
import type { LiveLimits } from './get-live-state.ts';
import styles from './live.module.css';
import { typeName } from './spot-names.ts';

/**
 * How the game plays, and each bet type with its payout, exact house edge (the engine's
 * paytable, the one the server pays by) and the table's stake limits for it.
 */
export function LiveRules({
  engine,
  limits,
  currency,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
  engine: LiveTableEngine<any>;
  limits: LiveLimits;
  currency: string;
}) {
  const { t } = useTranslation();
  const money = (major: number) => moneyText(major, currency);
  return (
    <details className={frame.fair}>
      <summary className={frame.summary}>{t('live_rules')}</summary>
      <p className={frame.muted}>{t(`live_rules_${engine.id.replaceAll('-', '_')}`)}</p>
      <div className={styles.tableBox}>
        <table className={styles.rules}>
          <caption className="visually-hidden">{t('live_rules_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('live_col_type')}</th>
              <th scope="col">{t('live_col_pays')}</th>
              <th scope="col">{t('live_col_edge')}</th>
              <th scope="col">{t('live_col_limits')}</th>
            </tr>
          </thead>
          <tbody>
            {engine.betTypes.map((type: string) => {
              const line = engine.paytable[type];
              const range = limits.perBet[type];
              return (
                <tr key={type}>
                  <th scope="row">{typeName(t, type)}</th>
                  <td dir="ltr">{line?.pays ?? '–'}</td>
                  <td dir="ltr">{line ? `${line.houseEdge.toFixed(2)}%` : '–'}</td>
                  <td dir="ltr">
                    {range
                      ? t('live_limit_range', { min: money(range.min), max: money(range.max) })
                      : '–'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={frame.muted}>{t('live_limit_total', { max: money(limits.maxTotal) })}</p>
    </details>
  );
}
