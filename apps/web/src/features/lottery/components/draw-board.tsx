import type { DrawnDraw, getPopularLotteries, ValueOf } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopularLotteries } from '../api/popular-lotteries.ts';
import { bettingHref } from '../model/in-house-games.ts';
import styles from './draw-board.module.css';
import { LoadFailed } from './load-failed.tsx';
import { timeLeft, useNow } from './use-now.ts';

type Game = ValueOf<typeof getPopularLotteries>['list'][number];

/** The /verify link that recomputes a drawn draw with its revealed seed (decision 030). */
export const verifyLink = (family: Game['family'], d: DrawnDraw) =>
  `/verify?${new URLSearchParams({
    engine: `lottery-${family}`,
    serverSeed: d.serverSeed,
    clientSeed: d.clientSeed,
    nonce: String(d.nonce),
  })}`;

/**
 * The in-house lottery's draws (issue 15): per game, the draw taking bets with its
 * countdown to the cut-off and its commitment (the seed's sha256, public before the draw),
 * and the last result with a link that recomputes it on /verify; each game links to its
 * betting page.
 */
export function DrawBoard() {
  const { t } = useTranslation();
  const id = useId();
  const now = useNow();
  const { data, isPending, isError, refetch } = usePopularLotteries();
  return (
    <section className={styles.board} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('lt_draws')}
      </h2>
      <p className={styles.hint}>{t('lt_draws_hint')}</p>
      {isPending && <p role="status">{t('lt_loading')}</p>}
      {isError && (
        <LoadFailed
          message={t('lt_error')}
          buttonClass={styles.retry}
          onRetry={() => void refetch()}
        />
      )}
      {data && data.list.length === 0 && <p>{t('lt_none')}</p>}
      {data && data.list.length > 0 && (
        <ul className={styles.games}>
          {data.list.map((g) => {
            const name = t('lt_game', {
              family: t(`lt_family_${g.family}`),
              minutes: g.everyMinutes,
            });
            return (
              <li key={g.gameCode}>
                <article className={styles.game} aria-label={name}>
                  <div className={styles.top}>
                    <h3 className={styles.name}>{name}</h3>
                    <Link
                      className={styles.bet}
                      to={bettingHref(g.gameCode)}
                      aria-label={t('lt_bet_label', { name })}
                    >
                      {t('lt_bet')}
                    </Link>
                  </div>
                  {g.current ? (
                    <dl className={styles.facts}>
                      <dt>{t('lt_issue')}</dt>
                      <dd>{g.current.issue}</dd>
                      <dt>{t('lt_closes_in')}</dt>
                      <dd>
                        <time dateTime={g.current.closesAt}>
                          {timeLeft(g.current.closesAt, now)}
                        </time>
                      </dd>
                      <dt>{t('lt_commitment')}</dt>
                      <dd>
                        <code className={styles.hash} title={g.current.commitment}>
                          {g.current.commitment.slice(0, 16)}…
                        </code>
                      </dd>
                    </dl>
                  ) : (
                    <p className={styles.hint}>{t('lt_no_draw')}</p>
                  )}
                  {g.last && (
                    <div className={styles.last}>
                      <p>
                        {t('lt_last', { issue: g.last.issue })}{' '}
                        <span className={styles.numbers}>
                          {g.last.numbers.join(' ')}
                          {g.last.special !== null && ` + ${g.last.special}`}
                        </span>
                      </p>
                      <Link
                        to={verifyLink(g.family, g.last)}
                        aria-label={t('lt_verify_label', { issue: g.last.issue, name })}
                      >
                        {t('lt_verify')}
                      </Link>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
