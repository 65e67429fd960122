import type { FightCard, NiuniuHand } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LiveRound, LiveTable } from '../model/recompute-live.ts';
import { CardsView, CardView } from './cards.tsx';
import { HandsGrid } from './hands-grid.tsx';
import { BlackjackOutcomeView } from './live-result-blackjack.tsx';
import { CasinoHoldemOutcome, PaiGowOutcome, ThreeCardPokerOutcome } from './live-result-poker.tsx';
import styles from './verify-page.module.css';

export type Round<T extends LiveTable> = Extract<LiveRound, { table: T }>;

const key = (table: LiveTable) => table.replaceAll('-', '_');

const symbolName = (t: TFunction, symbol: string) => t(`verify_live_symbol_${symbol}`);

/**
 * A spot of the board in words ("Total 13", "Pair: Fish + Crab", "Nim 3-1"), from its
 * text (`total:13`, `pair:fish-crab`, `nim:3-1`); the text itself for a spot this page
 * has no words for.
 */
export function spotName(t: TFunction, table: LiveTable, spot: string): string {
  const [kind = '', arg = ''] = spot.split(':');
  const [a = '', b = ''] = arg.split('-');
  const word = (x: string) => (table === 'fish-prawn-crab' && x ? symbolName(t, x) : x);
  return t(`verify_live_spot_${key(table)}_${kind}`, {
    a: word(a),
    b: word(b),
    defaultValue: spot,
  });
}

/** The dice, coins, beads, cards or fight of a live round, and the spots it pays a win on. */
export function LiveResult({ round }: { round: LiveRound }) {
  const { t } = useTranslation();
  return (
    <>
      <Outcome round={round} />
      <dl className={styles.facts}>
        <dt>{t('verify_live_won')}</dt>
        <dd>
          {round.won.length === 0 ? (
            t('verify_live_won_none')
          ) : (
            <ul className={styles.spots}>
              {round.won.map((spot) => (
                <li key={spot}>{spotName(t, round.table, spot)}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </>
  );
}

function Outcome({ round }: { round: LiveRound }) {
  switch (round.table) {
    case 'sicbo':
      return <SicboOutcome round={round} />;
    case 'fish-prawn-crab':
      return <FishPrawnCrabOutcome round={round} />;
    case 'sedie':
      return <SedieOutcome round={round} />;
    case 'fantan':
      return <FanTanOutcome round={round} />;
    case 'dragon-tiger':
      return <DragonTigerOutcome round={round} />;
    case 'niuniu':
      return <NiuniuOutcome round={round} />;
    case 'cockfight':
      return <CockfightOutcome round={round} />;
    case 'pai-gow':
      return <PaiGowOutcome round={round} />;
    case 'three-card-poker':
      return <ThreeCardPokerOutcome round={round} />;
    case 'casino-holdem':
      return <CasinoHoldemOutcome round={round} />;
    case 'blackjack':
      return <BlackjackOutcomeView outcome={round.outcome} />;
  }
}

function SicboOutcome({ round }: { round: Round<'sicbo'> }) {
  const { t } = useTranslation();
  const { dice, total, triple } = round.outcome;
  const size = triple
    ? 'verify_live_triple'
    : total >= 11
      ? 'verify_live_big'
      : 'verify_live_small';
  return (
    <dl className={styles.facts}>
      <dt>{t('verify_live_dice')}</dt>
      <dd className={styles.point}>{dice.join(' ')}</dd>
      <dt>{t('verify_live_total')}</dt>
      <dd>
        {total} · {t(size)}
      </dd>
    </dl>
  );
}

function FishPrawnCrabOutcome({ round }: { round: Round<'fish-prawn-crab'> }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <dt>{t('verify_live_dice')}</dt>
      <dd className={styles.point}>
        {round.outcome.dice.map((symbol) => symbolName(t, symbol)).join(', ')}
      </dd>
    </dl>
  );
}

function SedieOutcome({ round }: { round: Round<'sedie'> }) {
  const { t } = useTranslation();
  const { coins, reds } = round.outcome;
  return (
    <dl className={styles.facts}>
      <dt>{t('verify_live_coins')}</dt>
      <dd>{coins.map((coin) => t(`verify_live_coin_${coin}`)).join(', ')}</dd>
      <dt>{t('verify_live_reds')}</dt>
      <dd className={styles.point}>{reds}</dd>
    </dl>
  );
}

function FanTanOutcome({ round }: { round: Round<'fantan'> }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <dt>{t('verify_live_beads')}</dt>
      <dd>{round.outcome.beads}</dd>
      <dt>{t('verify_live_fan_result')}</dt>
      <dd className={styles.point}>{round.outcome.result}</dd>
    </dl>
  );
}

function DragonTigerOutcome({ round }: { round: Round<'dragon-tiger'> }) {
  const { t } = useTranslation();
  const { dragon, tiger, winner, suitedTie } = round.outcome;
  const winnerText =
    winner === 'tie'
      ? t(suitedTie ? 'verify_live_suited_tie' : 'verify_winner_tie')
      : t(`verify_live_${winner}`);
  return (
    <dl className={styles.facts}>
      <dt>{t('verify_live_dragon')}</dt>
      <dd>
        <CardView card={dragon} />
      </dd>
      <dt>{t('verify_live_tiger')}</dt>
      <dd>
        <CardView card={tiger} />
      </dd>
      <dt>{t('verify_winner')}</dt>
      <dd>{winnerText}</dd>
    </dl>
  );
}

const bullText = (t: TFunction, bull: number) =>
  bull === 10
    ? t('verify_live_bull_bull')
    : bull < 1
      ? t('verify_live_no_bull')
      : t('verify_live_bull_n', { n: bull });

/** The banker's and the three positions' hands, their bulls and which beat the banker. */
function NiuniuOutcome({ round }: { round: Round<'niuniu'> }) {
  const { t } = useTranslation();
  const { banker, players } = round.outcome;
  const row = (name: string, hand: NiuniuHand, against: string) => ({
    name,
    cells: [<CardsView key="cards" cards={hand.cards} />, bullText(t, hand.bull), against],
  });
  return (
    <HandsGrid
      columns={[t('verify_live_cards'), t('verify_live_bull'), t('verify_live_vs_banker')]}
      rows={[
        row(t('verify_banker'), banker, '—'),
        ...players.map((hand, i) =>
          row(
            t('verify_live_position', { n: i + 1 }),
            hand,
            t(hand.win ? 'verify_live_beats' : 'verify_live_loses'),
          ),
        ),
      ]}
    />
  );
}

/** Odds in hundredths of the stake as the pit says them: 90 → "0.90:1", 800 → "8:1". */
const oddsText = (hundredths: number) =>
  `${hundredths % 100 === 0 ? hundredths / 100 : (hundredths / 100).toFixed(2)}:1`;

/** Of a fight's 100,000 rolls, a draw takes the first 10,000; meron the next 9 × meronBp. */
const DRAW_ROLLS = 10_000;
const meronRolls = (card: FightCard) => DRAW_ROLLS + 9 * card.meronBp;
/** A count of rolls as the rule writes it ("57,106"), the same in every language. */
const rolls = (n: number) => n.toLocaleString('en-US');

/**
 * A cockfight's fight: its card recomputed from the table and the fight number (the two
 * birds, their weights, each side's chance of winning the fight and the odds it pays), the
 * roll of the round's fair stream that ended it, and the winner.
 */
function CockfightOutcome({ round }: { round: Round<'cockfight'> }) {
  const { t } = useTranslation();
  const fight = round.outcome;
  const meronChance = (fight.meronBp * 9) / 1_000;
  const sides = [
    { side: 'meron', bird: fight.meron, chance: meronChance, odds: fight.odds.meron },
    { side: 'wala', bird: fight.wala, chance: 90 - meronChance, odds: fight.odds.wala },
  ] as const;
  return (
    <>
      <div className={styles.slot}>
        <table className={styles.grid}>
          <caption>{t('verify_live_fight_card', { n: fight.fight })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('verify_live_side')}</th>
              <th scope="col">{t('verify_live_bird')}</th>
              <th scope="col">{t('verify_live_weight')}</th>
              <th scope="col">{t('verify_live_chance')}</th>
              <th scope="col">{t('verify_live_odds')}</th>
            </tr>
          </thead>
          <tbody>
            {sides.map(({ side, bird, chance, odds }) => (
              <tr key={side}>
                <th scope="row" className={styles[side]}>
                  {t(`verify_live_${side}`)}
                </th>
                <td>{bird.name}</td>
                <td>{t('verify_live_kg', { kg: (bird.weightGrams / 1000).toFixed(3) })}</td>
                <td>{t('verify_live_percent', { p: chance.toFixed(1) })}</td>
                <td>{oddsText(odds)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('verify_live_draw')}</th>
              <td>—</td>
              <td>—</td>
              <td>{t('verify_live_percent', { p: (10).toFixed(1) })}</td>
              <td>{oddsText(fight.odds.draw)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>{t('verify_live_card_note', { table: round.table, n: fight.fight })}</p>
      <dl className={styles.facts}>
        <dt>{t('verify_live_roll')}</dt>
        <dd>
          <span className={styles.point}>{fight.roll}</span>{' '}
          {t('verify_live_roll_rule', {
            draw: rolls(DRAW_ROLLS),
            meron: rolls(meronRolls(fight)),
          })}
        </dd>
        <dt>{t('verify_winner')}</dt>
        <dd className={fight.winner === 'draw' ? undefined : styles[fight.winner]}>
          {t(`verify_live_${fight.winner}`)}
        </dd>
      </dl>
    </>
  );
}
