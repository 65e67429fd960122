import type { PaiGowHand, PaiGowHandResult } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CardsView, type PlayingCard } from './cards.tsx';
import { HandsGrid } from './hands-grid.tsx';
import type { Round } from './live-result.tsx';
import styles from './verify-page.module.css';

/** The poker tables' rounds on /verify: pai gow, three card poker, casino hold'em. */
/** A poker hand's category in words ("Two pair", "Straight flush"). */
const categoryText = (t: TFunction, category: string) => t(`verify_live_category_${category}`);

/** Who won a hand against the dealer: the player, the dealer, or a tie (a push). */
const winnerText = (t: TFunction, winner: 'player' | 'dealer' | 'tie') =>
  t(
    winner === 'player'
      ? 'verify_player'
      : winner === 'dealer'
        ? 'verify_live_dealer'
        : 'verify_winner_tie',
  );

/** Who takes one of pai gow's two comparisons: a copy (equal hands) goes to the banker. */
const paiGowHandText = (t: TFunction, result: PaiGowHandResult) =>
  t(
    result === 'player'
      ? 'verify_player'
      : result === 'dealer'
        ? 'verify_banker'
        : 'verify_live_copy',
  );

/**
 * Pai gow poker: each seven cards set by the house way into a five-card and a two-card
 * hand, who takes each comparison and the bet's result (both hands to win, one a push).
 */
export function PaiGowOutcome({ round }: { round: Round<'pai-gow'> }) {
  const { t } = useTranslation();
  const { player, dealer, high, low, winner } = round.outcome;
  const row = (name: string, hand: PaiGowHand) => ({
    name,
    cells: [
      <CardsView key="cards" cards={hand.cards} />,
      <>
        <CardsView cards={hand.high} /> {categoryText(t, hand.highHand)}
      </>,
      <>
        <CardsView cards={hand.low} /> {categoryText(t, hand.lowPair ? 'pair' : 'highCard')}
      </>,
    ],
  });
  return (
    <>
      <HandsGrid
        columns={[t('verify_live_cards'), t('verify_live_high_hand'), t('verify_live_low_hand')]}
        rows={[row(t('verify_player'), player), row(t('verify_banker'), dealer)]}
      />
      <p>{t('verify_live_pai_gow_note')}</p>
      <dl className={styles.facts}>
        <dt>{t('verify_live_high_hand')}</dt>
        <dd>{paiGowHandText(t, high)}</dd>
        <dt>{t('verify_live_low_hand')}</dt>
        <dd>{paiGowHandText(t, low)}</dd>
        <dt>{t('verify_winner')}</dt>
        <dd>
          {winner === 'push'
            ? t('verify_live_push')
            : t(winner === 'player' ? 'verify_player' : 'verify_banker')}
        </dd>
      </dl>
    </>
  );
}

/** The player's and the dealer's hands: cards, the best five if any, and their category. */
function HandsTable({
  rows,
}: {
  rows: {
    name: string;
    cards: readonly PlayingCard[];
    category: string;
    best?: readonly PlayingCard[];
  }[];
}) {
  const { t } = useTranslation();
  const withBest = rows.some((r) => r.best);
  return (
    <HandsGrid
      columns={[
        t('verify_live_cards'),
        ...(withBest ? [t('verify_live_best_hand')] : []),
        t('verify_live_category'),
      ]}
      rows={rows.map(({ name, cards, category, best }) => ({
        name,
        cells: [
          <CardsView key="cards" cards={cards} />,
          ...(withBest ? [best ? <CardsView key="best" cards={best} /> : null] : []),
          categoryText(t, category),
        ],
      }))}
    />
  );
}

/** Whether the dealer qualifies, and which hand is higher. */
function DealerFacts({
  qualifies,
  winner,
  rule,
}: {
  qualifies: boolean;
  winner: 'player' | 'dealer' | 'tie';
  rule: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('verify_live_dealer_qualifies')}</dt>
      <dd>
        {t(qualifies ? 'verify_live_yes' : 'verify_live_no')} ({rule})
      </dd>
      <dt>{t('verify_live_higher_hand')}</dt>
      <dd>{winnerText(t, winner)}</dd>
    </>
  );
}

/**
 * Three card poker: the player's and the dealer's three cards, their categories, whether
 * the dealer qualifies (queen high or better) and which hand is higher; the ante's result
 * depends on each player's play or fold.
 */
export function ThreeCardPokerOutcome({ round }: { round: Round<'three-card-poker'> }) {
  const { t } = useTranslation();
  const { player, dealer, dealerQualifies, winner } = round.outcome;
  return (
    <>
      <HandsTable
        rows={[
          { name: t('verify_player'), cards: player.cards, category: player.category },
          { name: t('verify_live_dealer'), cards: dealer.cards, category: dealer.category },
        ]}
      />
      <dl className={styles.facts}>
        <DealerFacts
          qualifies={dealerQualifies}
          winner={winner}
          rule={t('verify_live_qualify_three_card_poker')}
        />
      </dl>
      <p>{t('verify_live_decision_three_card_poker')}</p>
    </>
  );
}

/**
 * Casino hold'em: the player's and the dealer's two cards, the board, each one's best five
 * of seven, the AA bonus hand (the player's cards and the flop), whether the dealer
 * qualifies (a pair of fours or better) and which hand is higher; the ante's result
 * depends on each player's call or fold.
 */
export function CasinoHoldemOutcome({ round }: { round: Round<'casino-holdem'> }) {
  const { t } = useTranslation();
  const { player, dealer, board, playerHand, dealerHand, dealerQualifies, winner, flopHand } =
    round.outcome;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('verify_live_board')}</dt>
        <dd>
          <CardsView cards={board} />
        </dd>
      </dl>
      <HandsTable
        rows={[
          {
            name: t('verify_player'),
            cards: player,
            category: playerHand.category,
            best: playerHand.best,
          },
          {
            name: t('verify_live_dealer'),
            cards: dealer,
            category: dealerHand.category,
            best: dealerHand.best,
          },
        ]}
      />
      <dl className={styles.facts}>
        <dt>{t('verify_live_flop_hand')}</dt>
        <dd>{categoryText(t, flopHand.category)}</dd>
        <DealerFacts
          qualifies={dealerQualifies}
          winner={winner}
          rule={t('verify_live_qualify_casino_holdem')}
        />
      </dl>
      <p>{t('verify_live_decision_casino_holdem')}</p>
    </>
  );
}
