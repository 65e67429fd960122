import { MAX_SLIP_BETS } from '@gamehall/contract';
import type { LotteryPlayType } from '@gamehall/games';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import type { LotteryGame } from '../api/get-lottery-game.ts';
import {
  emptyPicks,
  type Picks,
  parseTickets,
  randomPicks,
  ticketsText,
  typesNumbers,
} from '../model/board.ts';
import { type SlipBet, slipBet } from '../model/chase.ts';
import { previewBet, toMajor } from '../model/preview.ts';
import styles from './betting.module.css';
import { NumberBoard } from './number-board.tsx';
import { previewHint } from './pick-hints.ts';
import { TicketInput } from './ticket-input.tsx';

interface Props {
  playType: LotteryPlayType;
  game: LotteryGame;
  unit: number;
  onUnit: (unit: number) => void;
  /** As typed. */
  multiplier: string;
  onMultiplier: (multiplier: string) => void;
  slipFull: boolean;
  onAdd: (bet: SlipBet) => void;
  symbol: string;
}

/**
 * One bet of a play type: its board (or typed tickets), a random pick, the unit and the
 * multiplier, and the bet count and total worked out as the player picks (packages/games
 * checkLotteryBet, the server's own check), then onto the slip.
 */
export function BetBuilder(props: Props) {
  const { playType, game, unit, multiplier, symbol } = props;
  const { t } = useTranslation();
  const id = useId();
  const shape = playType.shape;
  const [picks, setPicks] = useState<Picks>(() => emptyPicks(shape));
  const [tickets, setTickets] = useState('');
  // A regional play type takes whole numbers ("05 45"), their leading zeros kept.
  const numbers = typesNumbers(playType);
  const current = shape.kind === 'rows' ? picks : parseTickets(tickets, shape, numbers);
  const preview = previewBet({ playType: playType.id, picks: current, unit, multiplier }, game);
  const money = (major: number) => formatMoneyWith(major, symbol);

  const random = () => {
    const drawn = randomPicks(playType.id, shape);
    if (shape.kind === 'rows') setPicks(drawn);
    else setTickets(ticketsText(drawn, numbers));
  };
  const add = () => {
    if (!preview.ok || props.slipFull) return;
    props.onAdd(slipBet(playType.id, unit, preview));
    setPicks(emptyPicks(shape));
    setTickets('');
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('lt_your_picks')}
      </h2>
      {shape.kind === 'rows' ? (
        <NumberBoard rows={shape.rows} picks={picks} onChange={setPicks} />
      ) : (
        <TicketInput
          shape={shape}
          text={tickets}
          onText={setTickets}
          count={current.length}
          numbers={numbers}
        />
      )}
      <div className={styles.controls}>
        <button type="button" className={styles.secondary} onClick={random}>
          {t('lt_random')}
        </button>
        <div className={styles.field}>
          <label htmlFor={`${id}-unit`}>{t('lt_unit')}</label>
          <select
            id={`${id}-unit`}
            className={styles.select}
            value={String(unit)}
            onChange={(e) => props.onUnit(Number(e.target.value))}
          >
            {game.units.map((u) => (
              <option key={u} value={String(u)}>
                {money(u)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-multiplier`}>{t('lt_multiplier')}</label>
          <input
            id={`${id}-multiplier`}
            className={styles.number}
            type="number"
            inputMode="numeric"
            min={1}
            max={game.maxMultiplier}
            step={1}
            value={multiplier}
            onChange={(e) => props.onMultiplier(e.target.value)}
          />
        </div>
      </div>
      <p className={preview.ok ? styles.summary : styles.hint} aria-live="polite">
        {preview.ok
          ? t('lt_summary', {
              bets: t('lt_bets', { count: preview.betCount }),
              total: money(toMajor(preview.stake)),
            })
          : previewHint(
              t,
              preview,
              shape,
              { maxMultiplier: game.maxMultiplier, maxStake: money(game.maxStakePerBet) },
              { numbers, count: current.length },
            )}
      </p>
      <button
        type="button"
        className={styles.primary}
        disabled={!preview.ok || props.slipFull}
        onClick={add}
      >
        {t('lt_add')}
      </button>
      {props.slipFull && (
        <p className={styles.hint}>{t('lt_slip_full', { count: MAX_SLIP_BETS })}</p>
      )}
    </section>
  );
}
