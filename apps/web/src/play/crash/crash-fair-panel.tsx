import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../frame/frame.module.css';
import { RoundAlert } from '../frame/round-alert.tsx';
import { crashVerifyUrl } from '../frame/verify-link.ts';
import { multiplierText } from './clock.ts';
import { crashChainQuery } from './get-crash-chain.ts';
import type { CrashHistory } from './get-crash-state.ts';

/** Links for the newest rounds at most: older ones are verified the same way by hand. */
const MAX_LINKS = 10;

/**
 * "Provably fair" for crash: a round's hash is revealed when it crashes; with the chain's
 * salt it gives the crash point, and hashed again and again it leads to the chain's
 * published terminating hash. The chains are asked for only while the panel is open.
 */
export function CrashFairPanel({ history }: { history: CrashHistory }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const last = history[0];
  const chains = useQuery({ ...crashChainQuery(last?.chainId ?? 0), enabled: open });
  const chainOf = (id: number) => chains.data?.chains.find((c) => c.id === id);
  const lastChain = last && chainOf(last.chainId);
  const waiting = t('play_crash_fair_loading');

  return (
    <details className={styles.fair} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.summary}>{t('play_fair_title')}</summary>
      <p className={styles.muted}>{t('play_crash_fair_intro')}</p>
      {last ? (
        <dl className={styles.seeds}>
          <dt>{t('play_crash_fair_round')}</dt>
          <dd>{last.id}</dd>
          <dt>{t('play_crash_fair_point')}</dt>
          <dd dir="ltr">
            {t('play_crash_multiplier', { value: multiplierText(last.crashPoint) })}
          </dd>
          <dt>{t('play_crash_fair_hash')}</dt>
          <dd className={styles.code}>{last.hash}</dd>
          <dt>{t('play_crash_fair_salt')}</dt>
          <dd className={styles.code}>{lastChain?.salt ?? waiting}</dd>
          <dt>{t('play_crash_fair_terminating')}</dt>
          <dd className={styles.code}>{lastChain?.terminatingHash ?? waiting}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t('play_crash_fair_none')}</p>
      )}
      <RoundAlert error={chains.error} canRetry onRetry={() => void chains.refetch()} />
      {chains.data && history.length > 0 && (
        <section className={styles.revealed} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.subtitle}>
            {t('play_crash_fair_rounds')}
          </h2>
          <ul className={styles.links}>
            {history.slice(0, MAX_LINKS).map((round) => {
              const chain = chainOf(round.chainId);
              if (!chain) return null;
              return (
                <li key={round.id}>
                  <a
                    className={styles.link}
                    href={crashVerifyUrl({
                      hash: round.hash,
                      salt: chain.salt,
                      terminatingHash: chain.terminatingHash,
                    })}
                    target="_top"
                  >
                    {t('play_crash_fair_verify', {
                      id: round.id,
                      value: multiplierText(round.crashPoint),
                    })}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </details>
  );
}
