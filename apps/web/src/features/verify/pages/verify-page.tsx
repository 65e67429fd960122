import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENGINES, type Recomputed, recompute, seedHash } from '../model/recompute.ts';
import {
  type CrashCheck,
  type CrashInput,
  isCrashInput,
  normalised,
  recomputeCrash,
} from '../model/recompute-crash.ts';
import { isLiveTable, LIVE_TABLES } from '../model/recompute-live.ts';
import { CARD_ROOMS, isCardRoom, parseSeating } from '../model/recompute-pvp.ts';
import { CrashFields } from './crash-fields.tsx';
import { CrashResult } from './crash-result.tsx';
import { PvpFields, type PvpSeatingText, pvpSeatingError } from './pvp-fields.tsx';
import { RecomputedResult } from './recomputed-result.tsx';
import styles from './verify-page.module.css';

/** Every engine the page checks: the seeded ones, and crash from its hash chain. */
const PAGE_ENGINES = [...ENGINES, 'crash'] as const;
type PageEngine = (typeof PAGE_ENGINES)[number];

const isPageEngine = (v: string | null): v is PageEngine =>
  (PAGE_ENGINES as readonly string[]).includes(v ?? '');

/** The picker lists the live tables together, then the card rooms, after the other games. */
const SOLO_ENGINES = PAGE_ENGINES.filter((e) => !isLiveTable(e) && !isCardRoom(e));

const namePrefix = (e: PageEngine) =>
  isLiveTable(e) ? 'verify_live_engine' : isCardRoom(e) ? 'verify_pvp_engine' : 'verify_engine';
const engineName = (e: PageEngine) => `${namePrefix(e)}_${e.replaceAll('-', '_')}`;

type Result =
  | { kind: 'seed'; hash: string; value: Recomputed }
  | { kind: 'crash'; check: CrashCheck; input: CrashInput };

/**
 * The provably fair check anyone can run (no login): give the revealed server seed, the
 * client seed and the nonce of a round, and the page recomputes it here, in the browser,
 * with the same engine code the server runs, and shows the seed's hash to compare with
 * the commitment shown before play. A crash round is checked from its revealed hash and
 * its chain's salt instead. A live table's round (decision 034) is checked like a seeded
 * round, its client seed being the table and its nonce the round id. A card room's hand
 * (decision 036) too, its nonce the hand's number, and dealt to the seats dealt in from the
 * button's left. The in-house games link here with the fields filled.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = useId();
  const [engine, setEngine] = useState<PageEngine>(() => {
    const named = params.get('engine');
    return isPageEngine(named) ? named : 'slot-sevens';
  });
  const [serverSeed, setServerSeed] = useState(params.get('serverSeed') ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('clientSeed') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [crash, setCrash] = useState<CrashInput>({
    hash: params.get('hash') ?? '',
    salt: params.get('salt') ?? '',
    terminatingHash: params.get('terminatingHash') ?? '',
  });
  const [seating, setSeating] = useState<PvpSeatingText>({
    seats: params.get('seats') ?? '',
    button: params.get('button') ?? '',
  });
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState('');

  const fail = (text: string) => {
    setResult(null);
    setError(text);
  };

  const checkCrash = (input: CrashInput) => {
    const fields = normalised(input);
    if (!isCrashInput(fields)) return fail(t('verify_crash_incomplete'));
    setError('');
    setCrash(fields);
    setResult({ kind: 'crash', check: recomputeCrash(fields), input: fields });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (engine === 'crash') return checkCrash(crash);
    const n = Number(nonce);
    if (!serverSeed || !clientSeed || !Number.isInteger(n) || n < 0) {
      return fail(t('verify_incomplete'));
    }
    const input = { serverSeed, clientSeed, nonce: n };
    if (isCardRoom(engine)) {
      const seats = parseSeating(seating.seats, seating.button);
      if (!seats) return fail(t('verify_pvp_seats_format'));
      try {
        setResult({
          kind: 'seed',
          hash: seedHash(serverSeed),
          value: recompute(engine, input, seats),
        });
      } catch (e) {
        return fail(pvpSeatingError(t, e));
      }
      return setError('');
    }
    setError('');
    setResult({ kind: 'seed', hash: seedHash(serverSeed), value: recompute(engine, input) });
  };

  const chooseEngine = (next: PageEngine) => {
    // A live table's client seed is the table: filled in, unless the player typed another.
    if (isLiveTable(next) && (clientSeed === '' || isLiveTable(clientSeed))) setClientSeed(next);
    // A card room's table is no engine's name: a live table filled in above is cleared.
    if (isCardRoom(next) && isLiveTable(clientSeed)) setClientSeed('');
    setEngine(next);
    setResult(null);
    setError('');
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('verify_title')}
      </h1>
      <p className={styles.intro}>
        {engine === 'crash'
          ? t('verify_crash_intro')
          : isLiveTable(engine)
            ? t('verify_live_intro', { table: engine })
            : isCardRoom(engine)
              ? t('verify_pvp_intro')
              : t('verify_intro')}
      </p>
      <form className={styles.form} onSubmit={submit} aria-label={t('verify_title')}>
        <label htmlFor={`${id}-engine`}>{t('verify_game')}</label>
        <select
          id={`${id}-engine`}
          value={engine}
          onChange={(e) => chooseEngine(e.target.value as PageEngine)}
        >
          {SOLO_ENGINES.map((e) => (
            <option key={e} value={e}>
              {t(engineName(e))}
            </option>
          ))}
          <optgroup label={t('verify_live_tables')}>
            {LIVE_TABLES.map((e) => (
              <option key={e} value={e}>
                {t(engineName(e))}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('verify_pvp_rooms')}>
            {CARD_ROOMS.map((e) => (
              <option key={e} value={e}>
                {t(engineName(e))}
              </option>
            ))}
          </optgroup>
        </select>
        {engine === 'crash' ? (
          <CrashFields value={crash} onChange={setCrash} />
        ) : (
          <>
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
            {isCardRoom(engine) && <PvpFields value={seating} onChange={setSeating} />}
          </>
        )}
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
          {result.kind === 'crash' ? (
            <CrashResult
              check={result.check}
              onStepBack={() => checkCrash({ ...result.input, hash: result.check.previous })}
            />
          ) : (
            <>
              <p>
                {t('verify_seed_hash')} <code className={styles.hash}>{result.hash}</code>
              </p>
              <RecomputedResult value={result.value} />
            </>
          )}
        </section>
      )}
    </section>
  );
}
