import {
  opsCancelLotteryDraw,
  opsCloseLotteryDraw,
  opsEnterLotteryResult,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

/**
 * `lottery result <game> <issue> <prizes>`: a regional draw's official result, its prize
 * tiers in the family's order (packages/games REGIONAL_TIERS) separated by `/`, the numbers
 * of a tier by `,` — e.g. a 4D draw: `1234/5678/9012/…10 starters…/…10 consolations…`.
 * Entered again with other numbers it is a correction. `lottery cancel <game> <issue>`: a
 * draw without a result cancelled, every stake refunded. `lottery close <game> <issue>`: a
 * draw's betting stopped now.
 */
export function lotteryCommand(words: string[]): Request | null {
  const [area, action, gameCode, issue, prizes] = words;
  if (area !== 'lottery') return null;
  if (!gameCode || !issue)
    throw new UsageError(`lottery ${action ?? ''} needs a game and an issue`);
  if (action === 'close') {
    return opsRequest(
      opsCloseLotteryDraw,
      { body: { gameCode, issue } },
      (v) => `draw ${v.issue} takes no bets from ${v.closesAt}`,
    );
  }
  if (action === 'cancel') {
    return opsRequest(
      opsCancelLotteryDraw,
      { body: { gameCode, issue } },
      (v) => `draw ${v.issue} cancelled, ${v.refunded} bets refunded`,
    );
  }
  if (action !== 'result') throw new UsageError(`unknown command: lottery ${action ?? ''}`);
  if (!prizes) throw new UsageError('lottery result needs the prizes: tiers by /, numbers by ,');
  return opsRequest(
    opsEnterLotteryResult,
    { body: { gameCode, issue, prizes: prizes.split('/').map((tier) => tier.split(',')) } },
    (v) => `draw ${v.issue} result revision ${v.revision}, ${v.settled} bets settled`,
  );
}
