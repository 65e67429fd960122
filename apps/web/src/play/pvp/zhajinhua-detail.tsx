import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { majorOf, type ZhajinhuaView } from './engine-views.ts';
import { seatNo } from './pvp-model.ts';
import styles from './table.module.css';

/**
 * Zha jin hua's table: the stake S with what a call costs blind (S) and seen (2S), the
 * betting round, the pot's limit (everyone still in is compared there), and the compares
 * so far — who asked, whom, who lost (the cards stay between the two).
 */
export function ZhajinhuaDetail({ view, currency }: { view: ZhajinhuaView; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: string) => moneyText(majorOf(minor), currency);
  const seen = String(Number(view.stake) * 2);
  return (
    <>
      <dl className={styles.detail}>
        <div>
          <dt>{t('pvp_zjh_stake')}</dt>
          <dd dir="ltr">{money(view.stake)}</dd>
        </div>
        <div>
          <dt>{t('pvp_zjh_call_prices')}</dt>
          <dd>{t('pvp_zjh_prices', { blind: money(view.stake), seen: money(seen) })}</dd>
        </div>
        <div>
          <dt>{t('pvp_zjh_round')}</dt>
          <dd>{view.round}</dd>
        </div>
        <div>
          <dt>{t('pvp_zjh_pot_cap')}</dt>
          <dd dir="ltr">{money(view.potCap)}</dd>
        </div>
      </dl>
      {view.compares.length > 0 && (
        <ul className={styles.compares} aria-label={t('pvp_zjh_compares')}>
          {view.compares.map((c) => (
            <li key={`${c.by}-${c.target}`}>
              {t('pvp_zjh_compare_line', {
                by: seatNo(c.by),
                target: seatNo(c.target),
                loser: seatNo(c.loser),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
