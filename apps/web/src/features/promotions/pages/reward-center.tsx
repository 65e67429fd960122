import type { ActionState, PromotionCard } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useMemberPage, useMemberPageShown } from '../../layout/index.ts';
import {
  FormResult,
  QueryState,
  RefreshButton,
  Section,
  StatusTag,
  panelStyles as styles,
  useListRefresh,
  useOutcome,
} from '../../panel/index.ts';
import { useBonusGrants, WagerProgress } from '../../records/index.ts';
import { useRebateSummary } from '../../rewards/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { useClaimPromotion } from '../api/claim-promotion.ts';
import { usePromotionStates } from '../api/get-promotion-states.ts';
import { usePromotions } from '../api/get-promotions.ts';
import centre from './reward-center.module.css';

/** The states, the promotions' titles and the bonuses change elsewhere: asked again on demand. */
const REWARD_LISTS = [['rewards'], ['records', 'bonusGrants']];

interface Row {
  id: number;
  title: string;
  state: ActionState;
  amount: number | null;
  /** A raffle is opened on its page, with the player's client seed, not claimed here. */
  raffle: boolean;
}

const IN_PROGRESS: readonly ActionState[] = ['APPLYING'];
const CLAIMED: readonly ActionState[] = ['CLAIMED', 'ISSUED'];

/**
 * Product §2 member centre, page rewardCenter (in_reward_center): what the player can claim
 * now (promotions in state CLAIM, and the cashback due, claimed on its own page), what is
 * under way (applications waiting for the operator, bonuses still being wagered) and what
 * was claimed.
 */
export function RewardCenter() {
  const { t } = useTranslation();
  const states = usePromotionStates();
  const promotions = usePromotions();
  const refresh = useListRefresh(REWARD_LISTS);

  const titles = new Map<number, PromotionCard>(
    (promotions.data?.list ?? []).map((p) => [p.id, p]),
  );
  const rowsOf = (data: NonNullable<typeof states.data>, wanted: readonly ActionState[]): Row[] =>
    data.states
      .filter((s) => wanted.includes(s.state))
      .map((s) => ({
        id: s.id,
        state: s.state,
        amount: s.amount,
        title: titles.get(s.id)?.title ?? t('mn_reward_promotion_n', { id: s.id }),
        raffle: titles.get(s.id)?.rule.kind === 'RAFFLE',
      }));

  return (
    <div className={styles.sections}>
      <RefreshButton fetching={states.isFetching} onClick={refresh} />
      <QueryState query={states}>
        {(data) => (
          <>
            <ReadyToClaim
              rows={rowsOf(data, ['CLAIM'])}
              kindsKnown={promotions.data !== undefined}
            />
            <InProgress rows={rowsOf(data, IN_PROGRESS)} />
            <Section title={t('mn_reward_claimed_title')}>
              <PromotionRows rows={rowsOf(data, CLAIMED)} label={t('mn_reward_claimed_title')} />
            </Section>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Promotions as a list: title, state, and what they give when known. */
function PromotionRows({ rows, label }: { rows: Row[]; label: string }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currencySymbol;
  if (rows.length === 0) return <p className={styles.hint}>{t('mn_reward_none')}</p>;
  return (
    <ul className={centre.rows} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={centre.row}>
          <span className={centre.name}>{row.title}</span>
          {row.amount !== null && <Money value={row.amount} symbol={symbol} />}
          <StatusTag tone={row.state === 'APPLYING' ? 'waiting' : 'good'}>
            {t(`mn_reward_state_${row.state}`)}
          </StatusTag>
        </li>
      ))}
    </ul>
  );
}

/**
 * Promotions to claim, each with its button (a raffle's leads to its page, where the red
 * envelope is opened), then the cashback due with a way to its page. Until the promotions'
 * kinds are known no claim starts: a raffle claimed as a plain promotion is refused.
 */
function ReadyToClaim({ rows, kindsKnown }: { rows: Row[]; kindsKnown: boolean }) {
  const { t } = useTranslation();
  const close = useDialogs((s) => s.close);
  const claim = useClaimPromotion();
  const { result, run } = useOutcome();
  const symbol = useSiteConfig().data?.currencySymbol;
  const shown = useMemberPageShown();
  const openPage = useMemberPage();
  const title = t('mn_reward_ready_title');

  const claimOne = (row: Row) =>
    void run(async () => {
      const { amount, turnover } = await claim.submit({ promotionId: row.id });
      return t('mn_reward_claim_done', {
        title: row.title,
        amount: formatMoneyWith(amount, symbol),
        turnover: formatMoneyWith(turnover, symbol),
      });
    });

  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p className={styles.hint}>{t('mn_reward_nothing_ready')}</p>
      ) : (
        <ul className={centre.rows} aria-label={title}>
          {rows.map((row) => (
            <li key={row.id} className={centre.row}>
              <span className={centre.name}>{row.title}</span>
              {row.amount !== null && <Money value={row.amount} symbol={symbol} />}
              {row.raffle ? (
                // The page is outside the member centre: the dialog closes to show it.
                <Link
                  to={`/promoDetail?id=${row.id}`}
                  className={`${styles.primary} ${centre.link}`}
                  aria-label={t('mn_reward_open_of', { title: row.title })}
                  onClick={close}
                >
                  {t('mn_reward_open')}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.primary}
                  aria-label={t('mn_reward_claim_of', { title: row.title })}
                  disabled={claim.isPending || !kindsKnown}
                  onClick={() => claimOne(row)}
                >
                  {t('mn_reward_claim')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormResult {...result} />
      {shown('manualRebate') && <CashbackDue onOpen={() => openPage('manualRebate')} />}
    </Section>
  );
}

/** The cashback due now, when there is some to claim today. */
function CashbackDue({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  const symbol = useSiteConfig().data?.currencySymbol;
  const data = summary.data;
  if (!data || data.claimedToday || data.total <= 0) return null;
  return (
    <p className={centre.row}>
      <span className={centre.name}>{t('mn_reward_cashback_due')}</span>
      <Money value={data.total} symbol={symbol} />
      <button type="button" className={styles.secondary} onClick={onOpen}>
        {t('mn_reward_cashback_go')}
      </button>
    </p>
  );
}

/** Applications waiting for the operator, and the bonuses still being wagered. */
function InProgress({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const grants = useBonusGrants();
  const openPage = useMemberPage();
  const symbol = useSiteConfig().data?.currencySymbol;
  const title = t('mn_reward_progress_title');
  const active = (grants.data?.list ?? []).filter((g) => g.state === 'ACTIVE');
  return (
    <Section title={title}>
      {rows.length > 0 && <PromotionRows rows={rows} label={t('mn_reward_applications')} />}
      {active.length > 0 && (
        <ul className={centre.rows} aria-label={t('mn_reward_bonuses')}>
          {active.map((g) => (
            <li key={g.id} className={centre.bonus}>
              <span className={centre.name}>
                {t('mn_reward_bonus', { amount: formatMoneyWith(g.amount, symbol) })}
              </span>
              <WagerProgress grant={g} />
            </li>
          ))}
        </ul>
      )}
      {rows.length === 0 && active.length === 0 && (
        <p className={styles.hint}>{t('mn_reward_none')}</p>
      )}
      {active.length > 0 && (
        <button type="button" className={styles.secondary} onClick={() => openPage('bonusDetails')}>
          {t('mn_reward_bonus_details')}
        </button>
      )}
    </Section>
  );
}
