import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENGINES, type Engine, type Recomputed, recompute, seedHash } from '../model/recompute.ts';
import { RecomputedResult } from './recomputed-result.tsx';
import styles from './verify-page.module.css';

const isEngine = (v: string | null): v is Engine =>
  (ENGINES as readonly string[]).includes(v ?? '');

/**
 * The provably fair check anyone can run (no login): give the revealed server seed, the
 * client seed and the nonce of a round, and the page recomputes it here, in the browser,
 * with the same engine code the server runs, and shows the seed's hash to compare with
 * the commitment shown before play. The in-house games link here with the fields filled.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = useId();
  const [engine, setEngine] = useState<Engine>(
    isEngine(params.get('engine')) ? (params.get('engine') as Engine) : 'slot-sevens',
  );
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [result, setResult] = useState<{ hash: string; value: Recomputed } | null>(null);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(nonce);
    if (!serverSeed || !clientSeed || !Number.isInteger(n) || n < 0) {
      setResult(null);
      setError(t('verify_incomplete'));
      return;
    }
    setError('');
    setResult({
      hash: seedHash(serverSeed),
      value: recompute(engine, { serverSeed, clientSeed, nonce: n }),
    });
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('verify_title')}
      </h1>
      <p className={styles.intro}>{t('verify_intro')}</p>
      <form className={styles.form} onSubmit={submit} aria-label={t('verify_title')}>
        <label htmlFor={`${id}-engine`}>{t('verify_game')}</label>
        <select
          id={`${id}-engine`}
          value={engine}
          onChange={(e) => setEngine(e.target.value as Engine)}
        >
          {ENGINES.map((e) => (
            <option key={e} value={e}>
              {t(`verify_engine_${e.replaceAll('-', '_')}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-server`}>{t('verify_server_seed')}</label>
        <input
          id={`${id}-server`}
          value={serverSeed}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setServerSeed(e.target.value.trim())}
        />
        <label htmlFor={`${id}-client`}>{t('verify_client_seed')}</label>
        <input
          id={`${id}-client`}
          value={clientSeed}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setClientSeed(e.target.value)}
        />
        <label htmlFor={`${id}-nonce`}>{t('verify_nonce')}</label>
        <input
          id={`${id}-nonce`}
          inputMode="numeric"
          value={nonce}
          onChange={(e) => setNonce(e.target.value.trim())}
        />
        <button type="submit" className={styles.submit}>
          {t('verify_submit')}
        </button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {result && (
        <section aria-label={t('verify_result')} className={styles.result}>
          <p>
            {t('verify_seed_hash')} <code className={styles.hash}>{result.hash}</code>
          </p>
          <RecomputedResult value={result.value} />
        </section>
      )}
    </section>
  );
}
