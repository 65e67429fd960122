import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../session/play-error.ts';
import { usePlaySession } from '../session/play-session.tsx';
import { EarlierSeeds } from './earlier-seeds.tsx';
import styles from './frame.module.css';
import { RevealedSeed } from './revealed-seed.tsx';
import { useRotateSeed } from './rotate-seed.ts';
import { RoundAlert } from './round-alert.tsx';

/** Mirrors the contract's ClientSeed: 1 to 64 printable ASCII characters, no spaces. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/**
 * "Provably fair": the commitment (the server seed's hash) before any bet, the client seed
 * and next nonce; choosing a new client seed reveals the seed used so far, so each round
 * played with it can be recomputed on the site's verification page.
 */
export function FairPanel() {
  const { t } = useTranslation();
  const { session, rotated, end } = usePlaySession();
  const inputId = useId();
  const hintId = useId();
  const [seed, setSeed] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const rotation = useRotateSeed({
    onSuccess(answer) {
      rotated(answer.next);
      setSeed('');
    },
    onError(err) {
      if (isSessionEnded(err)) end();
    },
  });
  const { fair } = session;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clientSeed = seed.trim();
    const ok = CLIENT_SEED.test(clientSeed);
    setInvalid(!ok);
    if (ok && !rotation.isPending) rotation.mutate(clientSeed);
  };

  return (
    <details className={styles.fair} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.summary}>{t('play_fair_title')}</summary>
      <p className={styles.muted}>{t('play_fair_intro')}</p>
      <dl className={styles.seeds}>
        <dt>{t('play_fair_hash')}</dt>
        <dd className={styles.code}>{fair.serverSeedHash}</dd>
        <dt>{t('play_fair_client_seed')}</dt>
        <dd className={styles.code}>{fair.clientSeed}</dd>
        <dt>{t('play_fair_next_nonce')}</dt>
        <dd className={styles.code}>{fair.nonce}</dd>
      </dl>
      <form className={styles.seedForm} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('play_fair_new_seed')}</label>
        <input
          id={inputId}
          className={styles.input}
          value={seed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={hintId}
          onChange={(event) => setSeed(event.target.value)}
        />
        <p id={hintId} className={invalid ? styles.invalid : styles.muted}>
          {t('play_fair_seed_hint')}
        </p>
        <button type="submit" className={styles.secondary} disabled={rotation.isPending}>
          {t('play_fair_rotate')}
        </button>
      </form>
      <RoundAlert error={rotation.error} />
      {rotation.data && (
        <RevealedSeed
          revealed={rotation.data.revealed}
          engine={session.game.engine}
          rounds={session.rounds}
        />
      )}
      <EarlierSeeds open={open} />
    </details>
  );
}
