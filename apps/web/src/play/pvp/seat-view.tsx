import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { PlayingCards } from './playing-cards.tsx';
import { type SeatModel, seatNo } from './pvp-model.ts';
import { flagText, handText, moveText } from './pvp-words.ts';
import styles from './table.module.css';

/**
 * One seat of the table: who sits there (masked, "You" for the player), their chips, what
 * they are (blind or seen, folded, all in, banker, away), their last move, their cards
 * face up or down, and their hand in words once shown.
 */
export function SeatView({
  seat,
  currency,
  children,
}: {
  seat: SeatModel;
  currency: string;
  /** What the game draws of the seat besides cards (mahjong's tiles). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = (n: number) => moneyText(n, currency);
  const no = seatNo(seat.seat);
  const who =
    seat.occupant === 'free'
      ? t('pvp_seat_free')
      : seat.occupant === 'gone'
        ? t('pvp_seat_gone')
        : seat.name;
  const facts: [string, string][] = [];
  if (seat.stack !== null) facts.push([t('pvp_stack'), money(seat.stack)]);
  if (seat.committed !== null) facts.push([t('pvp_committed'), money(seat.committed)]);
  if (seat.streetBet !== null && seat.streetBet > 0) {
    facts.push([t('pvp_street_bet'), money(seat.streetBet)]);
  }
  if (seat.grab !== null) {
    facts.push([t('pvp_grab'), seat.grab === 0 ? t('pvp_grab_none') : `×${seat.grab}`]);
  }
  if (seat.betMultiple !== null) facts.push([t('pvp_bet_multiple'), `×${seat.betMultiple}`]);

  const classes = [
    styles.seat,
    seat.mine ? styles.mine : '',
    seat.toAct ? styles.acting : '',
    seat.occupant === 'free' ? styles.free : '',
    seat.flags.some((f) => f === 'folded' || f === 'lostCompare' || f === 'lostShow')
      ? styles.out
      : '',
  ];
  return (
    <section className={classes.join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.seatTitle}>
        <span className={styles.seatNo}>{t('pvp_seat', { n: no })}</span>{' '}
        <span className={styles.name}>{who}</span>
        {seat.mine && <span className={styles.you}> · {t('pvp_you')}</span>}
      </h3>
      {facts.length > 0 && (
        <dl className={styles.seatFacts}>
          {facts.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd dir="ltr">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(seat.flags.length > 0 || seat.toAct) && (
        <ul className={styles.flags} aria-label={t('pvp_seat_status', { n: no })}>
          {seat.toAct && <li className={styles.turnFlag}>{t('pvp_flag_toAct')}</li>}
          {seat.flags.map((flag) => (
            <li key={flag}>{flagText(t, flag)}</li>
          ))}
        </ul>
      )}
      {seat.lastMove && (
        <p className={styles.move}>
          {t('pvp_last_move', { move: moveText(t, seat.lastMove, currency) })}
        </p>
      )}
      {seat.cards.length > 0 && (
        <PlayingCards
          cards={seat.cards}
          label={seat.mine ? t('pvp_your_cards') : t('pvp_seat_cards', { n: no })}
          small={!seat.mine}
        />
      )}
      {children}
      {seat.hand && <p className={styles.handWords}>{handText(t, seat.hand)}</p>}
    </section>
  );
}
