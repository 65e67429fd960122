import { MAX_CHASE_DRAWS } from '@gamehall/contract';
import { isRegionalFamily, type LotteryPlayType, playTypesOf } from '@gamehall/games';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useLoggedIn } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../system/index.ts';
import { type LotteryGame, useLotteryGame } from '../api/get-lottery-game.ts';
import { BetBuilder } from '../components/bet-builder.tsx';
import { BetSlip } from '../components/bet-slip.tsx';
import { DrawResults } from '../components/draw-results.tsx';
import { GameRules } from '../components/game-rules.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { MyBets } from '../components/my-bets.tsx';
import { OpenDrawFacts } from '../components/open-draw-facts.tsx';
import { PlayTypePicker } from '../components/play-type-picker.tsx';
import { RegionalResults } from '../components/regional-results.tsx';
import { type ChaseForm, useSlip } from '../hooks/use-slip.ts';
import { isELotteryFamily } from '../model/families.ts';
import { AREA_PAGES, bettingHref, type LotteryArea } from '../model/in-house-games.ts';
import { gameName } from '../model/labels.ts';
import { readWhole } from '../model/preview.ts';
import styles from './betting-page.module.css';

/** The family's play types the brand offers, in packages/games' order. */
const offered = (game: LotteryGame): LotteryPlayType[] =>
  playTypesOf(game.family).filter((type) => game.playTypes.some((p) => p.id === type.id));

/** The server knows no game of this code. */
const unknownGame = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'GAME_NOT_FOUND');

/**
 * The open draws to ask for: the one taking bets, or while a chase is on the draws it
 * follows (its issues label its multipliers), in tens so typing does not ask each time.
 */
function drawsToAsk(chase: ChaseForm) {
  if (!chase.on) return 1;
  const draws = readWhole(chase.draws);
  return Math.min(MAX_CHASE_DRAWS, draws >= 1 ? Math.ceil(draws / 10) * 10 : 10);
}

/**
 * The betting page of an in-house game (issue 15): an e-lottery game's on /lottery, a
 * regional one's on /vnlottery or /seaLottery (?gameCode=&playType=), its family and area
 * as getLotteryGame names them. The draw taking bets, a board per play type (or its
 * numbers typed in) with a live bet count and total, a slip with a chase, my bets with
 * cancelling, and the last results: an e-lottery game's with their /verify links and
 * trend, a regional one's as prize tiers. A visitor sees the board and the rules; placing
 * bets asks them to log in. A game of another area is sent to its own page; a code the
 * server does not know shows `unknown` (the lobby, with a word).
 */
export function BettingPage({
  gameCode,
  area,
  playType: wanted,
  unknown = null,
}: {
  gameCode: string;
  /** The area of the page it is on. */
  area: LotteryArea;
  playType: string | null;
  unknown?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [, setParams] = useSearchParams();
  const loggedIn = useLoggedIn();
  const symbol = useSiteConfig().data?.currencySymbol ?? '';
  const slip = useSlip();
  const query = useLotteryGame(gameCode, drawsToAsk(slip.chase));
  const game = query.data;
  const types = useMemo(() => (game ? offered(game) : []), [game]);
  const [unit, setUnit] = useState<number | null>(null);
  const [multiplier, setMultiplier] = useState('1');
  // A game of another area (/vnlottery?gameCode=THAI) is betted on from its own page.
  const navigate = useNavigate();
  const elsewhere =
    game && game.area !== area ? bettingHref(game.gameCode, wanted ?? undefined, game.area) : null;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);

  const lobby = AREA_PAGES[area];

  if (!game || elsewhere) {
    if (query.isError && unknownGame(query.error)) return unknown;
    return (
      <section className={styles.page} aria-busy={query.isPending || undefined}>
        <Link className={styles.back} to={lobby}>
          {t('lt_all_draws')}
        </Link>
        {query.isError ? (
          <LoadFailed
            message={t('lt_game_error')}
            buttonClass={styles.link}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <p role="status">{t('lt_game_loading')}</p>
        )}
      </section>
    );
  }

  const name = gameName(t, game);
  const regional = isRegionalFamily(game.family);
  const playType = types.find((type) => type.id === wanted) ?? types[0];
  const chosenUnit = unit !== null && game.units.includes(unit) ? unit : (game.units[0] ?? 2);
  const pick = (id: string) =>
    setParams({ gameCode, playType: id }, { replace: true, preventScrollReset: true });

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Link className={styles.back} to={lobby}>
        {t('lt_all_draws')}
      </Link>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {name}
        </h1>
        <p className={styles.muted}>
          {t('lt_family_line', { family: t(`lt_family_${game.family}`), code: game.gameCode })}
        </p>
        <OpenDrawFacts draw={game.draws[0] ?? null} official={regional} />
      </header>
      {playType ? (
        <div className={styles.columns}>
          <div className={styles.main}>
            <PlayTypePicker types={types} value={playType.id} onChange={pick} />
            <BetBuilder
              key={playType.id}
              playType={playType}
              game={game}
              unit={chosenUnit}
              onUnit={setUnit}
              multiplier={multiplier}
              onMultiplier={setMultiplier}
              slipFull={slip.full}
              onAdd={slip.add}
              symbol={symbol}
            />
            <GameRules game={game} playType={playType} unit={chosenUnit} symbol={symbol} />
          </div>
          <aside className={styles.side}>
            <BetSlip slip={slip} game={game} symbol={symbol} />
            {loggedIn && <MyBets gameCode={gameCode} symbol={symbol} />}
          </aside>
        </div>
      ) : (
        <p role="status">{t('lt_no_play_types')}</p>
      )}
      {isELotteryFamily(game.family) && (
        <DrawResults
          gameCode={gameCode}
          family={game.family}
          everyMinutes={game.everyMinutes ?? 1}
        />
      )}
      {isRegionalFamily(game.family) && (
        <RegionalResults gameCode={gameCode} family={game.family} />
      )}
    </section>
  );
}
