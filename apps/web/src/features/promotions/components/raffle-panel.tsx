import type {
  ActionState,
  claimRafflePromotion,
  getPromotionDetail,
  ValueOf,
} from '@gamehall/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { QueryState } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useOpenRaffle, useRaffleDraws, useRaffleRounds } from '../api/raffle.ts';
import { moveOf } from '../model/promotion.ts';
import { formatTicket, isClientSeed, RAFFLE_TICKETS, randomClientSeed } from '../model/raffle.ts';
import { PromotionAction } from './promotion-action.tsx';
import styles from './raffle.module.css';
import { MyDraws, PastRounds, RoundNow } from './raffle-rounds.tsx';
import { RaffleTable } from './raffle-table.tsx';

type Promotion = ValueOf<typeof getPromotionDetail>;
type Opened = ValueOf<typeof claimRafflePromotion>;

export interface RafflePanelProps {
  promo: Promotion;
  /** The player's state on it (product §4); undefined for a visitor or a trial account. */
  state: ActionState | undefined;
  loggedIn: boolean;
  /** Logged in with a real account: has a button, draws and states. */
  player: boolean;
}

/**
 * A raffle (red envelope) promotion's own part of /promoDetail (issue 16, decision 033):
 * the published prize table, the running round's commitment, the button that opens
 * today's envelope with the player's client seed and what it gave, the player's draws
 * (each verifiable once its seed is shown) and the rounds over with their seeds.
 */
export function RafflePanel({ promo, state, loggedIn, player }: RafflePanelProps) {
  const rounds = useRaffleRounds(promo.id, true);
  const draws = useRaffleDraws(promo.id, player);
  return (
    <>
      <RaffleTable prizes={promo.rule.prizes ?? []} />
      <QueryState query={rounds}>
        {(data) => <RoundNow round={data.current} repeat={promo.repeat} />}
      </QueryState>
      {(!loggedIn || (player && state)) && (
        <RaffleOpen promo={promo} state={loggedIn ? state : undefined} />
      )}
      {player && <QueryState query={draws}>{(data) => <MyDraws draws={data.list} />}</QueryState>}
      {rounds.data && <PastRounds rounds={rounds.data.past} />}
    </>
  );
}

/**
 * The envelope's button (its state as on any promotion; a visitor logs in first) with the
 * client seed field while it can be opened, and the result once it is.
 */
function RaffleOpen({ promo, state }: { promo: Promotion; state: ActionState | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const open = useOpenRaffle();
  const symbol = useSiteConfig().data?.currencySymbol;
  // Prefilled with a random seed the player may keep or replace (decision 033).
  const [seed, setSeed] = useState(randomClientSeed);
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState<Opened | null>(null);
  const canOpen = state !== undefined && moveOf(state, promo.rule.kind) === 'open';

  const submit = async () => {
    setError(undefined);
    // The field is optional: left empty, a fresh random seed is drawn for the player.
    const typed = seed.trim();
    const clientSeed = typed === '' ? randomClientSeed() : typed;
    if (!isClientSeed(clientSeed)) {
      setProblem(t('app_raffle_seed_invalid'));
      return;
    }
    setProblem(undefined);
    setSeed(clientSeed);
    try {
      setOpened(await open.submit({ promotionId: promo.id, clientSeed }));
    } catch (err) {
      setError(errorText(err, t, 'promo', { currencySymbol: symbol }));
    }
  };

  const money = (value: number) => formatMoneyWith(value, symbol);
  return (
    <div className={styles.open}>
      {canOpen && (
        <>
          <label htmlFor={`${id}-seed`} className={styles.label}>
            {t('app_raffle_client_seed_field')}
          </label>
          <input
            id={`${id}-seed`}
            className={styles.input}
            value={seed}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => {
              setSeed(e.target.value);
              setProblem(undefined);
            }}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('app_raffle_client_seed_hint')}
          </p>
          {problem && (
            <p id={`${id}-problem`} role="alert" className={styles.error}>
              {problem}
            </p>
          )}
        </>
      )}
      <div className={styles.button}>
        <PromotionAction
          promo={promo}
          state={state}
          busy={open.isPending}
          onClaim={() => undefined}
          onApply={() => undefined}
          onOpen={() => void submit()}
        />
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div role="status" aria-label={t('app_raffle_result')} className={styles.result}>
        {opened && (
          <>
            <p className={styles.won}>
              {t('app_raffle_won', { amount: money(opened.draw.amount) })}
            </p>
            <p>
              {t('app_raffle_your_ticket', {
                ticket: formatTicket(opened.draw.ticket),
                total: formatTicket(RAFFLE_TICKETS),
              })}
            </p>
            <p>{t('app_raffle_in_bonus', { turnover: money(opened.turnover) })}</p>
            <p className={styles.hint}>{t('app_raffle_verify_later')}</p>
          </>
        )}
      </div>
    </div>
  );
}
