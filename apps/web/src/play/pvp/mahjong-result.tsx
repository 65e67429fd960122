import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import { engineViewOf } from './engine-views.ts';
import type { PvpHand } from './get-pvp-state.ts';
import styles from './mahjong.module.css';
import { fanItemWords, tileWords } from './mahjong-words.ts';
import { seatNo } from './pvp-model.ts';

interface Payment {
  amount: number;
  rake: number;
  eligible: number[];
  winners: number[];
}

/**
 * A finished mahjong hand: who won, on which tile, self-drawn or from whose discard; the
 * fan and what made it; each payment to the winner with its rake. A draw says so.
 */
export function MahjongResult({ hand, currency }: { hand: PvpHand; currency: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const view = engineViewOf(hand);
  if (view?.game !== 'mahjong' || !view.result) return null;
  const outcome = view.result;
  const pots = ((hand.result as { pots?: Payment[] } | null)?.pots ?? []) as Payment[];
  const money = (n: number) => moneyText(n, currency);
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('pvp_mj_result_title', { n: hand.nonce })}</h3>
      {outcome.outcome === 'draw' ? (
        <p>{t('pvp_mj_result_draw')}</p>
      ) : (
        <>
          <p>
            {outcome.outcome === 'self-drawn'
              ? t('pvp_mj_result_self', {
                  n: seatNo(outcome.winner),
                  tile: tileWords(t, outcome.tile),
                })
              : t('pvp_mj_result_discard', {
                  n: seatNo(outcome.winner),
                  tile: tileWords(t, outcome.tile),
                  from: seatNo(outcome.from ?? 0),
                })}
          </p>
          <dl className={styles.result}>
            <div>
              <dt>{t('pvp_mj_fan')}</dt>
              <dd>
                {t('pvp_mj_fan_value', {
                  fan: outcome.fan,
                  raw: outcome.rawFan,
                  items: outcome.items.map((item) => fanItemWords(t, item)).join(', '),
                })}
              </dd>
            </div>
          </dl>
          {pots.length > 0 && (
            <ul aria-label={t('pvp_mj_payments')}>
              {pots.map((pot, i) => {
                const to = pot.winners[0] ?? outcome.winner;
                const from = pot.eligible.find((s) => s !== to) ?? to;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the payments of one finished hand
                  <li key={i}>
                    {t('pvp_mj_payment', {
                      from: seatNo(from),
                      to: seatNo(to),
                      amount: money(pot.amount),
                      rake: money(pot.rake),
                    })}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
