import { type launchGame, MAIN_WALLET, type ValueOf } from '@gamehall/contract';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { amountProblem, toAmount, useWallets, useWalletTransfer } from '../../wallet/index.ts';
import styles from './transfer-offer.module.css';

export type TransferWallet = NonNullable<ValueOf<typeof launchGame>['transferWallet']>;

/**
 * Before a transfer-wallet game opens (issue 20): its vendor keeps a wallet of its own,
 * so the player is offered to move money in — the main balance prefilled, one click, the
 * idempotent transfer — or, where the brand says so, it is moved at once. `onDone` opens
 * the game; what happens to the money on leaving is useRecallOnLeave's.
 */
export function TransferOffer({ wallet, onDone }: { wallet: TransferWallet; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const amountId = useId();
  const wallets = useWallets();
  const transfer = useWalletTransfer();
  const openDialog = useDialogs((s) => s.openDialog);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const main = wallets.data?.main ?? 0;
  const inGame = wallets.data?.vendors.find((v) => v.vassalage === wallet.vassalage)?.balance ?? 0;
  const amount = typed ?? (main > 0 ? main.toFixed(2) : '');

  const moveIn = useCallback(
    async (text: string, available: number) => {
      setError(null);
      const problem = amountProblem(text, { available });
      if (problem) return setError(t(problem.key, problem.values));
      try {
        await transfer.submit({ from: MAIN_WALLET, to: wallet.vassalage, amount: toAmount(text) });
        onDone();
      } catch (err) {
        setError(errorText(err, t, 'money'));
      }
    },
    [transfer, wallet.vassalage, onDone, t],
  );

  // The brand moves the money itself: all of the main wallet, once, as the page opens.
  const autoStarted = useRef(false);
  useEffect(() => {
    const data = wallets.data;
    if (!wallet.autoTransfer || !data || autoStarted.current) return;
    autoStarted.current = true;
    if (data.main > 0) void moveIn(data.main.toFixed(2), data.main);
    else if ((data.vendors.find((v) => v.vassalage === wallet.vassalage)?.balance ?? 0) > 0) {
      onDone();
    }
  }, [wallet, wallets.data, moveIn, onDone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void moveIn(amount, main);
  };

  if (wallets.isPending || (wallet.autoTransfer && transfer.isPending)) {
    return (
      <p className={styles.status} aria-live="polite">
        {wallet.autoTransfer
          ? t('app_game_wallet_moving', { name: wallet.name })
          : t('app_game_opening')}
      </p>
    );
  }
  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('app_game_wallet_title', { name: wallet.name })}
      </h2>
      <p className={styles.explain}>{t('app_game_wallet_explain')}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('app_game_wallet_in_game', { name: wallet.name })}</dt>
          <dd>{formatMoney(inGame)}</dd>
        </div>
        <div>
          <dt>{t('app_game_wallet_main')}</dt>
          <dd>{formatMoney(main)}</dd>
        </div>
      </dl>
      {main > 0 ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={amountId} className={styles.label}>
            {t('app_game_wallet_amount')}
          </label>
          <input
            id={amountId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
          />
          <button type="submit" className={styles.primary} disabled={transfer.isPending}>
            {t('app_game_wallet_move_in')}
          </button>
        </form>
      ) : (
        <p className={styles.explain}>
          {t('app_game_wallet_main_empty')}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => openDialog('memberCentre', 'depositv2')}
          >
            {t('app_game_wallet_deposit')}
          </button>
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="button" className={styles.secondary} onClick={onDone}>
        {inGame > 0
          ? t('app_game_wallet_play_with', { amount: formatMoney(inGame) })
          : t('app_game_wallet_skip')}
      </button>
    </section>
  );
}
