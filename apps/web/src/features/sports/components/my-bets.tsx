import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { type BetStatus, type SportsBet, useSportsBets } from '../api/get-sports-bets.ts';
import { formatOdds } from '../model/book-math.ts';
import { legText } from '../model/labels.ts';
import { toHundredths } from '../model/money.ts';
import { useBook } from './book-context.tsx';
import { type CashedOut, CashOutButton } from './cash-out-button.tsx';
import styles from './my-bets.module.css';

const STATUSES: readonly BetStatus[] = ['open', 'settled'];

/** The player's bets: open ones (with the cash-out offer) and settled ones, leg by leg. */
export function MyBets() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatusOnly] = useState<BetStatus>('open');
  const [pageNo, setPageNo] = useState(1);
  const setStatus = (next: BetStatus) => {
    setStatusOnly(next);
    setPageNo(1);
  };
  const { data, isPending, isError, refetch } = useSportsBets(status, pageNo);
  // Bets leave the open list as they settle: a page that is no longer there shows the last.
  const lastPage = data?.totalPages ?? 1;
  useEffect(() => {
    if (pageNo > Math.max(lastPage, 1)) setPageNo(Math.max(lastPage, 1));
  }, [pageNo, lastPage]);
  const { symbol } = useBook();
  const [cashed, setCashed] = useState<CashedOut | null>(null);
  const money = (major: number) => formatMoneyWith(major, symbol);
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('sb_my_bets')}
      </h2>
      <div
        role="tablist"
        aria-label={t('sb_my_bets')}
        className={styles.tabs}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
          event.preventDefault();
          const next = status === 'open' ? 'settled' : 'open';
          setStatus(next);
          event.currentTarget.querySelector<HTMLElement>(`[data-status="${next}"]`)?.focus();
        }}
      >
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            tabIndex={status === s ? 0 : -1}
            data-status={s}
            className={styles.tab}
            onClick={() => setStatus(s)}
          >
            {t(`sb_bets_${s}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`sb_bets_${status}`)} className={styles.list}>
        {cashed && (
          <p role="status" className={styles.done}>
            {t('sb_cashed_out', { amount: money(cashed.paid), balance: money(cashed.balance) })}
          </p>
        )}
        {isPending && <p role="status">{t('sb_loading')}</p>}
        {isError && (
          <div role="alert">
            <p>{t('sb_bets_error')}</p>
            <button type="button" className={styles.link} onClick={() => void refetch()}>
              {t('sb_retry')}
            </button>
          </div>
        )}
        {data?.bets.length === 0 && <p className={styles.muted}>{t(`sb_no_bets_${status}`)}</p>}
        {data && data.bets.length > 0 && (
          <ul className={styles.bets}>
            {data.bets.map((bet) => (
              <BetItem key={bet.id} bet={bet} onCashedOut={setCashed} />
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            page={pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            range={1}
            label={t('sb_bets_pages', { list: t(`sb_bets_${status}`) })}
          />
        )}
      </div>
    </section>
  );
}

function BetItem({ bet, onCashedOut }: { bet: SportsBet; onCashedOut: (r: CashedOut) => void }) {
  const { t } = useTranslation();
  const { symbol, style, timeZone } = useBook();
  const money = (major: number) => formatMoneyWith(major, symbol);
  const odds = (o: number) => formatOdds(toHundredths(o), style);
  const title =
    bet.kind === 'combo' ? t('sb_combo_of', { count: bet.legs.length }) : t('sb_single');
  return (
    <li className={styles.bet} aria-label={t('sb_bet_label', { title, id: bet.id })}>
      <div className={styles.betHead}>
        <strong>{title}</strong>
        <span className={styles.muted}>{formatDateTime(bet.placedAt, timeZone)}</span>
      </div>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <li key={`${leg.marketId}|${leg.pick}`} className={styles.leg}>
            <span className={styles.muted}>
              {t('sb_teams', { home: leg.home, away: leg.away })}
            </span>
            <span>
              {legText(t, leg, leg)} @ <strong>{odds(leg.odds)}</strong>
            </span>
            <span className={styles[`outcome_${leg.outcome ?? 'OPEN'}`]}>
              {t(`sb_outcome_${(leg.outcome ?? 'open').toLowerCase()}`)}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.figures}>
        {t('sb_bet_figures', { stake: money(bet.stake), odds: odds(bet.odds) })}
        {' · '}
        {bet.paid === null
          ? t('sb_bet_potential', { amount: money(bet.potentialReturn) })
          : t(bet.status === 'CASHED_OUT' ? 'sb_bet_cashed_out' : 'sb_bet_paid', {
              amount: money(bet.paid),
            })}
      </p>
      {bet.status === 'OPEN' && bet.cashOut !== null && (
        <CashOutButton bet={bet} offer={bet.cashOut} onCashedOut={onCashedOut} />
      )}
    </li>
  );
}
