import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { majorOf, type NiuniuView } from './engine-views.ts';
import { seatNo } from './pvp-model.ts';
import { cardWords } from './pvp-words.ts';
import styles from './table.module.css';

/**
 * Niu niu with banker grab: the phase (grab, bets, reveal), the base bet, the banker with
 * the multiple they grabbed, and how a tie of grabs was drawn.
 */
export function NiuniuDetail({ view, currency }: { view: NiuniuView; currency: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.detail}>
      <div>
        <dt>{t('pvp_nn_phase')}</dt>
        <dd>{t(`pvp_nn_phase_${view.phase}`)}</dd>
      </div>
      <div>
        <dt>{t('pvp_stake_niuniu_grab')}</dt>
        <dd dir="ltr">{moneyText(majorOf(view.stake), currency)}</dd>
      </div>
      <div>
        <dt>{t('pvp_nn_banker')}</dt>
        <dd>
          {view.banker === null
            ? t('pvp_nn_banker_none')
            : t('pvp_nn_banker_value', {
                seat: seatNo(view.banker),
                multiple: view.bankerMultiple ?? 1,
              })}
        </dd>
      </div>
      {view.draw && (
        <div>
          <dt>{t('pvp_nn_draw')}</dt>
          <dd>
            {t('pvp_nn_draw_value', {
              seats: view.draw.tied.map(seatNo).join(', '),
              card: cardWords(t, view.draw.card),
            })}
          </dd>
        </div>
      )}
    </dl>
  );
}
