import type { PvpDeckUse, PvpHandWords } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PvpRound } from '../model/recompute-pvp.ts';
import { CardsView, CardView } from './cards.tsx';
import { HandsGrid } from './hands-grid.tsx';
import styles from './verify-page.module.css';

/** A bull in words, as the live niu niu table says it (−1 no bull, 10 bull bull). */
const bullText = (t: TFunction, bull: number) =>
  bull === 10
    ? t('verify_live_bull_bull')
    : bull < 1
      ? t('verify_live_no_bull')
      : t('verify_live_bull_n', { n: bull });

/** A seat's hand in words: teen patti's names, the poker ranking, the bull. */
function handText(t: TFunction, hand: PvpHandWords): string {
  if (hand.game === 'zhajinhua') {
    const category = t(`verify_pvp_zjh_${hand.category}`);
    return hand.beatsTrail ? `${category} · ${t('verify_pvp_zjh_235')}` : category;
  }
  if (hand.game === 'holdem') return t(`verify_live_category_${hand.category}`);
  return bullText(t, hand.bull);
}

/** The hand's third column by game: what its hands are ranked by. */
const HAND_COLUMN: Record<PvpRound['room'], string> = {
  zhajinhua: 'verify_live_category',
  holdem: 'verify_live_category',
  'niuniu-grab': 'verify_live_bull',
};

/**
 * A card room's hand dealt again: each seat's cards and hand in words (hold'em's best five
 * of hole and board), hold'em's board, the order the seats were dealt in, and the deck's
 * first cards, those the deal took, each with where it went.
 */
export function PvpResult({ round }: { round: PvpRound }) {
  const { t } = useTranslation();
  const { deal, room } = round;
  const seatName = (seat: number) =>
    t(seat === deal.button ? 'verify_pvp_seat_button' : 'verify_pvp_seat', { n: seat });
  const holdem = room === 'holdem';
  return (
    <>
      {deal.board && (
        <>
          <dl className={styles.facts}>
            <dt>{t('verify_live_board')}</dt>
            <dd>
              <CardsView cards={deal.board} />
            </dd>
          </dl>
          <p>{t('verify_pvp_board_note')}</p>
        </>
      )}
      <HandsGrid
        columns={[
          t('verify_live_cards'),
          ...(holdem ? [t('verify_live_best_hand')] : []),
          t(HAND_COLUMN[room]),
        ]}
        rows={deal.seats.map(({ seat, cards, hand }) => ({
          name: seatName(seat),
          cells: [
            <CardsView key="cards" cards={cards} />,
            ...(hand.game === 'holdem' ? [<CardsView key="best" cards={hand.best} />] : []),
            handText(t, hand),
          ],
        }))}
      />
      <dl className={styles.facts}>
        <dt>{t('verify_pvp_deal_order')}</dt>
        <dd>{deal.order.map(seatName).join(', ')}</dd>
      </dl>
      <DeckOrder uses={deal.dealt} deck={deal.deck} seatName={seatName} />
      <p>
        {t(room === 'niuniu-grab' ? 'verify_pvp_deck_rest_niuniu' : 'verify_pvp_deck_rest', {
          n: deal.deck.length - deal.dealt.length,
          from: deal.dealt.length + 1,
          last: deal.deck.length,
        })}
      </p>
    </>
  );
}

/** The deck's first cards, numbered from 1 as a dealer counts them, and where each went. */
function DeckOrder({
  uses,
  deck,
  seatName,
}: {
  uses: readonly PvpDeckUse[];
  deck: PvpRound['deal']['deck'];
  seatName: (seat: number) => string;
}) {
  const { t } = useTranslation();
  const usedFor = (use: PvpDeckUse) =>
    use.to === 'seat'
      ? seatName(use.seat)
      : t(use.to === 'board' ? 'verify_live_board' : 'verify_pvp_burnt');
  return (
    <div className={styles.slot}>
      <table className={styles.grid}>
        <caption>{t('verify_pvp_deck')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('verify_pvp_position')}</th>
            <th scope="col">{t('verify_pvp_card')}</th>
            <th scope="col">{t('verify_pvp_dealt_to')}</th>
          </tr>
        </thead>
        <tbody>
          {uses.map((use, p) => (
            // The deck's order is fixed: a card's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            <tr key={p}>
              <td>{p + 1}</td>
              <td>{deck[p] && <CardView card={deck[p]} />}</td>
              <td>{usedFor(use)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
