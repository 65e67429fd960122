import type { rotateSeed, ValueOf } from '@gamehall/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '../session/open-session.ts';
import styles from './frame.module.css';
import { verifyUrl } from './verify-link.ts';

type Revealed = ValueOf<typeof rotateSeed>['revealed'];

/** Links for the newest rounds at most: older ones are verified the same way by hand. */
const MAX_LINKS = 10;

/** The server seed just revealed, the nonces it covered and links to verify this page's rounds. */
export function RevealedSeed({
  revealed,
  engine,
  rounds,
}: {
  revealed: Revealed;
  engine: string;
  rounds: PlayedRound[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // One nonce counter serves all in-house games: link only the rounds this page played.
  const mine = rounds
    .filter((r) => r.serverSeedHash === revealed.serverSeedHash && r.nonce < revealed.nonce)
    .slice(-MAX_LINKS)
    .reverse();
  return (
    <section className={styles.revealed} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('play_fair_revealed')}
      </h2>
      <dl className={styles.seeds}>
        <dt>{t('play_fair_server_seed')}</dt>
        <dd className={styles.code}>{revealed.serverSeed}</dd>
        <dt>{t('play_fair_hash')}</dt>
        <dd className={styles.code}>{revealed.serverSeedHash}</dd>
        <dt>{t('play_fair_client_seed')}</dt>
        <dd className={styles.code}>{revealed.clientSeed}</dd>
        <dt>{t('play_fair_nonces')}</dt>
        <dd>
          {revealed.nonce === 0
            ? t('play_fair_nonces_none')
            : t('play_fair_nonces_range', { first: 0, last: revealed.nonce - 1 })}
        </dd>
      </dl>
      {mine.length > 0 && (
        <ul className={styles.links}>
          {mine.map((round) => (
            <li key={round.nonce}>
              <a
                className={styles.link}
                href={verifyUrl({
                  serverSeed: revealed.serverSeed,
                  clientSeed: round.clientSeed,
                  nonce: round.nonce,
                  engine,
                })}
                target="_top"
              >
                {t('play_fair_verify_round', { nonce: round.nonce })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
