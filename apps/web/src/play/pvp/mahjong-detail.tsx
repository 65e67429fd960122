import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { type MahjongView, majorOf } from './engine-views.ts';
import { tileWords } from './mahjong-words.ts';
import { seatNo } from './pvp-model.ts';
import styles from './table.module.css';

/**
 * Mahjong on the felt: the phase (playing, claims on a discard, over), the base stake,
 * the dealer, the tiles left in the wall and the last discard.
 */
export function MahjongDetail({ view, currency }: { view: MahjongView; currency: string }) {
  const { t } = useTranslation();
  const last = view.lastDiscard;
  return (
    <dl className={styles.detail}>
      <div>
        <dt>{t('pvp_mj_phase')}</dt>
        <dd>{t(`pvp_mj_phase_${view.phase}`)}</dd>
      </div>
      <div>
        <dt>{t('pvp_stake_mahjong')}</dt>
        <dd dir="ltr">{moneyText(majorOf(view.stake), currency)}</dd>
      </div>
      <div>
        <dt>{t('pvp_flag_button')}</dt>
        <dd>{t('pvp_seat', { n: seatNo(view.button) })}</dd>
      </div>
      <div>
        <dt>{t('pvp_mj_wall')}</dt>
        <dd>{view.wallCount}</dd>
      </div>
      <div>
        <dt>{t('pvp_mj_last_discard')}</dt>
        <dd>
          {last
            ? t('pvp_mj_discarded', { n: seatNo(last.seat), tile: tileWords(t, last.tile) })
            : t('pvp_mj_none')}
        </dd>
      </div>
    </dl>
  );
}
