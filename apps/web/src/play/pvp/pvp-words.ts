import type { TFunction } from 'i18next';
import { cardName, cardText } from '../baccarat/cards.tsx';
import { moneyText } from '../money.ts';
import {
  type Choice,
  cardOf,
  type HandWords,
  type LastMove,
  type SeatFlag,
  seatNo,
} from './pvp-model.ts';

/*
 * The card rooms' words: every text the table shows goes through these, so the keys of
 * play.json are named in one place (pvp_*; cards, ranks and poker hands reuse the page's).
 */

/** An engine id as a key suffix: niuniu-grab → niuniu_grab. */
const keyOf = (engine: string) => engine.replace(/-/g, '_');

export const engineName = (t: TFunction, engine: string) => t(`pvp_engine_${keyOf(engine)}`);

/** The room's unit by its engine's name for it: boot, big blind, base bet. */
export const stakeName = (t: TFunction, engine: string) => t(`pvp_stake_${keyOf(engine)}`);

/** "Ace of spades" for "AS"; the label itself for anything else. */
export function cardWords(t: TFunction, label: string) {
  const card = cardOf(label);
  return card ? cardName(t, card) : label;
}

/** "A♠" for "AS". */
export function cardFace(label: string) {
  const card = cardOf(label);
  return card ? cardText(card) : label;
}

export const isRed = (label: string) => label[1] === 'H' || label[1] === 'D';

/** A hand in words: "Pair", "Pure sequence (straight flush)", "Bull 7". */
export function handText(t: TFunction, hand: HandWords): string {
  if (hand.game === 'niuniu-grab') {
    if (hand.bull >= 10) return t('pvp_bull_bull');
    return hand.bull > 0 ? t('pvp_bull_n', { n: hand.bull }) : t('pvp_bull_none');
  }
  return hand.game === 'zhajinhua'
    ? t(`pvp_hand_zhajinhua_${hand.category}`)
    : t(`live_hand_${hand.category}`);
}

export const flagText = (t: TFunction, flag: SeatFlag) => t(`pvp_flag_${flag}`);

/** A seat's last move: "Raised $4.00", "Compared with seat 3", "Big blind $1.00". */
export function moveText(t: TFunction, move: LastMove, currency: string) {
  const words =
    move.target === null
      ? t(`pvp_did_${move.type}`, { defaultValue: move.type })
      : t('pvp_did_compare', { seat: seatNo(move.target) });
  return move.amount === null ? words : `${words} ${moneyText(move.amount, currency)}`;
}

/** An action's button: "Call", "Compare with seat 2", "Grab ×3", "Don't grab", "Bet ×5". */
export function choiceName(t: TFunction, choice: Choice) {
  if (choice.kind === 'multiple') {
    if (choice.type === 'grab') {
      return choice.multiple === 0
        ? t('pvp_act_grab_none')
        : t('pvp_act_grab', { n: choice.multiple });
    }
    return t('pvp_act_bet_multiple', { n: choice.multiple });
  }
  if (choice.kind === 'fixed' && choice.target !== null) {
    return t('pvp_act_compare', { seat: seatNo(choice.target) });
  }
  return t(`pvp_act_${choice.type}`, { defaultValue: choice.type });
}

/** Money won or lost: "Won $1.90", "Lost $1.00", "Even". */
export function netText(t: TFunction, net: number, currency: string) {
  if (net > 0) return t('pvp_net_won', { amount: moneyText(net, currency) });
  if (net < 0) return t('pvp_net_lost', { amount: moneyText(-net, currency) });
  return t('pvp_net_even');
}

/** "5%" for 500 basis points, "2.5%" for 250. */
export const percentOfBps = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;
