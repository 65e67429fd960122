import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { type HoldemView, majorOf } from './engine-views.ts';
import { PlayingCards } from './playing-cards.tsx';
import styles from './table.module.css';

/** Hold'em's table: the street, the blinds, the bet to match, and the board dealt so far. */
export function HoldemDetail({ view, currency }: { view: HoldemView; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: string) => moneyText(majorOf(minor), currency);
  return (
    <>
      <dl className={styles.detail}>
        <div>
          <dt>{t('pvp_holdem_street')}</dt>
          <dd>{t(`pvp_street_${view.street}`)}</dd>
        </div>
        <div>
          <dt>{t('pvp_holdem_blinds')}</dt>
          <dd dir="ltr">
            {money(view.smallBlind)} / {money(view.bigBlind)}
          </dd>
        </div>
        <div>
          <dt>{t('pvp_holdem_to_match')}</dt>
          <dd dir="ltr">{money(view.currentBet)}</dd>
        </div>
      </dl>
      <div className={styles.board}>
        <h3 className={styles.boardTitle}>{t('pvp_board')}</h3>
        {view.board.length > 0 ? (
          <PlayingCards cards={view.board} label={t('pvp_board')} />
        ) : (
          <p className={styles.muted}>{t('pvp_board_empty')}</p>
        )}
      </div>
    </>
  );
}
