import { isRegionalFamily } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLotteryGame } from '../api/get-lottery-game.ts';
import { useLotteryMenus } from '../api/get-lottery-menus.ts';
import { useRegionalResults } from '../api/get-regional-results.ts';
import { bettingHref } from '../model/in-house-games.ts';
import { gameName } from '../model/labels.ts';
import styles from './draw-board.module.css';
import { LoadFailed } from './load-failed.tsx';
import { OpenDrawFacts } from './open-draw-facts.tsx';
import { PrizeTiers } from './prize-tiers.tsx';
import { ResultLine } from './regional-results.tsx';

type RegionalArea = 'VN' | 'SEA';

/**
 * The regional in-house games of /vnlottery or /seaLottery (issue 15, getLotteryMenus of
 * the area): per game, the next draw with its countdown to the cut-off and when it is
 * drawn, and the last result as its prize tiers (marked when made up on a demo site or
 * corrected); each game links to its betting page.
 */
export function RegionalBoard({ area }: { area: RegionalArea }) {
  const { t } = useTranslation();
  const id = useId();
  const { data, isPending, isError, refetch } = useLotteryMenus(area);
  return (
    <section className={styles.board} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('lt_regional_draws', { area: t(`lt_area_${area}`) })}
      </h2>
      <p className={styles.hint}>{t('lt_regional_hint')}</p>
      {isPending && <p role="status">{t('lt_loading')}</p>}
      {isError && (
        <LoadFailed
          message={t('lt_error')}
          buttonClass={styles.retry}
          onRetry={() => void refetch()}
        />
      )}
      {data?.length === 0 && <p>{t('lt_none')}</p>}
      {data && data.length > 0 && (
        <ul className={styles.regionalGames}>
          {data.map((game) => (
            <li key={game.code}>
              <RegionalGame code={game.code} displayName={game.displayName} area={area} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One game's card: the draw taking bets (getLotteryGame) and its last result. */
function RegionalGame(props: { code: string; displayName: string; area: RegionalArea }) {
  const { t } = useTranslation();
  const game = useLotteryGame(props.code, 1);
  const results = useRegionalResults(props.code);
  const name = gameName(t, { gameCode: props.code, displayName: props.displayName });
  const family = game.data?.family;
  const last = results.data?.list[0];
  return (
    <article className={styles.game} aria-label={name}>
      <div className={styles.top}>
        <h3 className={styles.name}>{name}</h3>
        <Link
          className={styles.bet}
          to={bettingHref(props.code, undefined, props.area)}
          aria-label={t('lt_bet_label', { name })}
        >
          {t('lt_bet')}
        </Link>
      </div>
      {game.data ? (
        <OpenDrawFacts draw={game.data.draws[0] ?? null} official compact />
      ) : (
        <p className={styles.hint} role={game.isError ? 'alert' : 'status'}>
          {t(game.isError ? 'lt_game_error' : 'lt_game_loading')}
        </p>
      )}
      {last && family && isRegionalFamily(family) && (
        <div className={styles.result}>
          <p>
            <ResultLine draw={last} />
          </p>
          <PrizeTiers
            family={family}
            prizes={last.prizes}
            label={t('lt_result_label', { issue: last.issue, name })}
          />
        </div>
      )}
      {results.data?.list.length === 0 && <p className={styles.hint}>{t('lt_no_results')}</p>}
    </article>
  );
}
