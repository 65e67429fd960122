import type { Card } from '@gamehall/games';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import bac from '../baccarat/baccarat.module.css';
import { cardName, cardText } from '../baccarat/cards.tsx';
import { moneyText } from '../money.ts';
import styles from './decision.module.css';
import {
  handWords,
  hiddenDealerCards,
  type PokerDeal,
  pokerWords,
  settledDeal,
  visibleDeal,
} from './decision-table.ts';
import type { LiveRound } from './get-live-state.ts';
import res from './result.module.css';

const RED_SUITS = new Set(['hearts', 'diamonds']);

/**
 * Cards as baccarat draws them (its card face and texts), each named for screen readers,
 * dealt one by one (`from`: the first one's place in the deal); `hidden` more face down.
 * `turn`: turned over rather than dealt (the dealer's cards once the round is dealt).
 */
export function CardRow({
  cards,
  hidden = 0,
  from,
  motion,
}: {
  cards: readonly Card[];
  hidden?: number;
  from: number;
  motion: 'deal' | 'turn' | 'none';
}) {
  const { t } = useTranslation();
  const moving = motion === 'deal' ? res.dealt : motion === 'turn' ? styles.turn : '';
  return (
    <ul className={styles.cards}>
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards keep their dealing order
        <li key={i}>
          <span
            role="img"
            aria-label={cardName(t, card)}
            className={`${bac.card} ${RED_SUITS.has(card.suit) ? bac.redSuit : ''} ${moving}`}
            style={{ '--nth': from + i } as CSSProperties}
          >
            {cardText(card)}
          </span>
        </li>
      ))}
      {Array.from({ length: hidden }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: face-down cards only count
        <li key={`hidden-${i}`}>
          <span
            role="img"
            aria-label={t('live_card_face_down')}
            className={`${bac.card} ${styles.back} ${motion === 'deal' ? res.dealt : ''}`}
            style={{ '--nth': from + cards.length + i } as CSSProperties}
          />
        </li>
      ))}
    </ul>
  );
}

/** One hand of the table under its heading ("Your hand", "Flop", "Dealer"), with its words. */
export function Hand({
  title,
  words,
  won,
  children,
}: {
  title: string;
  words?: string | null;
  won?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${styles.hand} ${won ? styles.winner : ''}`}>
      <h3 id={id} className={styles.handTitle}>
        {title}
      </h3>
      {children}
      {words && <p className={styles.handWords}>{words}</p>}
    </section>
  );
}

/**
 * The stage of a table where players decide. While they decide: the hand everyone plays
 * ("Your hand"), casino hold'em's flop, and the dealer's cards face down. Once dealt: the
 * dealer's cards turned over, the board, the result in words and what the player's bets
 * returned with their decisions (`win`: the state call's `decisions.win`). While the next
 * round takes bets it keeps the last result, still.
 */
export function DecisionStage({
  engine,
  round,
  deal,
  mode,
  win = null,
  currency,
}: {
  engine: string;
  round: LiveRound;
  deal: PokerDeal;
  /** Deciding now; the round just dealt; or the last result while bets are taken. */
  mode: 'deciding' | 'fresh' | 'still';
  /** The player's return on a dealt round: null without bets on it. */
  win?: number | 'settling' | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const deciding = mode === 'deciding';
  const title = deciding
    ? t('live_deal_of', { id: round.id })
    : t(mode === 'fresh' ? 'live_result_of' : 'live_last_result', { id: round.id });
  const hidden = deciding ? hiddenDealerCards(engine, deal.dealer.length) : 0;
  const dealt = mode === 'fresh';
  // The player's cards come first, then the board, then the dealer's (the deal's order).
  const boardFrom = deal.player.length;
  const dealerFrom = boardFrom + deal.board.length;
  const words = deciding ? null : pokerWords(t, deal);
  return (
    <section
      className={`${res.stage} ${mode === 'still' ? res.still : ''}`}
      data-still={mode === 'still' ? '' : undefined}
      aria-label={title}
    >
      <h2 className={res.title}>{title}</h2>
      <div className={styles.table}>
        <Hand
          title={t('live_dealer')}
          words={
            deciding
              ? null
              : `${handWords(t, deal.dealer, deal.dealerHand)}${
                  deal.dealerQualifies === null
                    ? ''
                    : ` · ${t(deal.dealerQualifies ? 'live_qualifies' : 'live_not_qualifies')}`
                }`
          }
          won={deal.winner === 'dealer'}
        >
          <CardRow
            cards={deal.dealer}
            hidden={hidden}
            from={dealerFrom}
            motion={deciding ? 'deal' : dealt ? 'turn' : 'none'}
          />
        </Hand>
        {deal.board.length > 0 && (
          <Hand title={t(deciding && deal.board.length === 3 ? 'live_flop' : 'live_board')}>
            <CardRow cards={deal.board} from={boardFrom} motion={deciding ? 'deal' : 'none'} />
          </Hand>
        )}
        <Hand
          title={t('live_your_hand')}
          words={deal.playerHand ? handWords(t, deal.player, deal.playerHand) : null}
          won={deal.winner === 'player'}
        >
          <CardRow cards={deal.player} from={0} motion={deciding ? 'deal' : 'none'} />
        </Hand>
      </div>
      {words && <p className={res.words}>{words}</p>}
      {dealt && (
        <p role="status" className={typeof win === 'number' && win > 0 ? res.won : res.noWin}>
          {win === null
            ? t('live_no_bets_round')
            : win === 'settling'
              ? t('live_settling')
              : win > 0
                ? t('play_round_won', { amount: moneyText(win, currency) })
                : t('play_round_no_win')}
        </p>
      )}
    </section>
  );
}

/**
 * A decision table's stage: the hand being decided, else the round just dealt (or the
 * last one, still, while bets are taken), whatever of it the page can read.
 */
export function DecisionTableStage({
  engine,
  deciding,
  shown,
  fresh,
  win,
  currency,
}: {
  engine: string;
  deciding: LiveRound | null;
  shown: LiveRound | null;
  fresh: boolean;
  win: number | 'settling' | null;
  currency: string;
}) {
  if (deciding) {
    const deal = visibleDeal(deciding.visible);
    return deal ? (
      <DecisionStage
        key={`deciding-${deciding.id}`}
        engine={engine}
        round={deciding}
        deal={deal}
        mode="deciding"
        currency={currency}
      />
    ) : null;
  }
  const deal = shown ? settledDeal(shown.outcome) : null;
  if (!shown || !deal) return null;
  return (
    <DecisionStage
      key={shown.id}
      engine={engine}
      round={shown}
      deal={deal}
      mode={fresh ? 'fresh' : 'still'}
      win={fresh ? win : null}
      currency={currency}
    />
  );
}
