import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useIsTrial, useLoggedIn } from '../../../lib/session-store.ts';
import type { Acceptance } from '../model/accept.ts';
import { COMBO_MAX, formatOdds } from '../model/book-math.ts';
import { toMajor } from '../model/money.ts';
import { isQuickKey } from '../model/quick-bet.ts';
import { slipBets, staked } from '../model/slip-bets.ts';
import styles from './bet-slip.module.css';
import { useBook } from './book-context.tsx';
import { QuickBetField } from './quick-bet-field.tsx';
import { SendingStatus } from './sending-status.tsx';
import { SlipResults } from './slip-results.tsx';
import { SlipSelection } from './slip-selection.tsx';
import { StakeField } from './stake-field.tsx';

const ACCEPTANCE: readonly Acceptance[] = ['none', 'higher', 'any'];

/**
 * The bet slip: the selections picked with their prices, a single on each and a combo
 * when they make one, the stakes with what they return and the book's limits, the price
 * changes the player accepts, and "Place bets". A visitor is asked to log in instead.
 */
export function BetSlip({ id }: { id: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const book = useBook();
  const { slip, dispatch, limits, symbol, style, vendor, accept, setAccept } = book;
  const loggedIn = useLoggedIn();
  const trial = useIsTrial();
  const openDialog = useDialogs((s) => s.openDialog);
  const { results, sending, placeAll, retry, dismiss } = book.placing;
  const money = (minor: bigint) => formatMoneyWith(toMajor(minor), symbol);
  const { singles, combo, block } = slipBets(slip, limits);
  const toSend = staked(combo ? [...singles, combo] : singles);
  const blocked = toSend.some((b) => b.problem !== null);
  const busy = sending !== null;
  const changed = slip.selections.filter((s) => s.now !== null && s.now !== s.odds);

  const onPlace = () => {
    if (!loggedIn) openDialog('login', 'username');
    else if (vendor) void placeAll(toSend, vendor, accept);
  };

  return (
    <section id={id} className={styles.slip} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('sb_slip')}
      </h2>
      {slip.selections.length === 0 ? (
        <p className={styles.muted}>{t('sb_slip_empty')}</p>
      ) : (
        <>
          <h3 className={styles.subheading}>{t('sb_singles')}</h3>
          <ul className={styles.selections} aria-label={t('sb_singles')}>
            {singles.map((single) => (
              <SlipSelection key={single.key} single={single} />
            ))}
          </ul>
          {changed.length > 1 && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => dispatch({ type: 'accept', keys: changed.map((s) => s.key) })}
            >
              {t('sb_accept_all_prices')}
            </button>
          )}
          {combo ? (
            <div className={styles.combo}>
              <h3 className={styles.subheading}>
                {t('sb_combo_of', { count: combo.legs.length })}{' '}
                <span className={styles.slipPrice}>{formatOdds(combo.odds, style)}</span>
              </h3>
              <StakeField bet={combo} label={t('sb_stake_combo')} />
            </div>
          ) : (
            block !== 'count' && (
              <p className={styles.note}>
                {t(block === 'same_match' ? 'sb_no_combo_same_match' : 'sb_no_combo_too_many', {
                  max: COMBO_MAX,
                })}
              </p>
            )
          )}
          <button type="button" className={styles.link} onClick={() => dispatch({ type: 'clear' })}>
            {t('sb_clear')}
          </button>
        </>
      )}
      <fieldset className={styles.accept}>
        <legend>{t('sb_accept_changes')}</legend>
        {ACCEPTANCE.map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name={`${titleId}-accept`}
              value={value}
              checked={accept === value}
              onChange={() => setAccept(value)}
            />
            {t(`sb_accept_${value}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>
        {t('sb_limits', {
          min: money(limits.minStake),
          max: money(limits.maxStake),
          payout: money(limits.maxPayout),
        })}
      </p>
      {loggedIn && !trial && <QuickBetField />}
      {trial && <p className={styles.problem}>{t('sb_err_trial')}</p>}
      {loggedIn && !vendor && <p className={styles.problem}>{t('sb_no_book')}</p>}
      <button
        type="button"
        className={styles.primary}
        disabled={loggedIn && (toSend.length === 0 || blocked || busy || trial || !vendor)}
        onClick={onPlace}
      >
        {loggedIn ? t('sb_place') : t('sb_login_to_bet')}
      </button>
      {sending && !isQuickKey(sending.key) && <SendingStatus bet={sending} />}
      <SlipResults
        label={t('sb_results')}
        results={results.filter((r) => !isQuickKey(r.key))}
        busy={busy}
        onRetry={(r) => void retry(r)}
        onDismiss={dismiss}
      />
    </section>
  );
}
