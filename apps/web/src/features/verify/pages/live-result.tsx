import type { NiuniuHand } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LiveRound, LiveTable } from '../model/recompute-live.ts';
import { CardsView, CardView } from './cards.tsx';
import styles from './verify-page.module.css';

type Round<T extends LiveTable> = Extract<LiveRound, { table: T }>;

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

/** The dice, coins, beads or cards of a live round, and the spots it pays a win on. */
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
  const row = (name: string, hand: NiuniuHand, against: string) => (
    <tr key={name}>
      <th scope="row">{name}</th>
      <td>
        <CardsView cards={hand.cards} />
      </td>
      <td>{bullText(t, hand.bull)}</td>
      <td>{against}</td>
    </tr>
  );
  return (
    <div className={styles.slot}>
      <table className={styles.grid}>
        <caption>{t('verify_live_hands')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('verify_live_hand')}</th>
            <th scope="col">{t('verify_live_cards')}</th>
            <th scope="col">{t('verify_live_bull')}</th>
            <th scope="col">{t('verify_live_vs_banker')}</th>
          </tr>
        </thead>
        <tbody>
          {row(t('verify_banker'), banker, '—')}
          {players.map((hand, i) =>
            row(
              t('verify_live_position', { n: i + 1 }),
              hand,
              t(hand.win ? 'verify_live_beats' : 'verify_live_loses'),
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
