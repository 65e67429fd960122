import type { BonusGrant, GrantState } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/ui/index.ts';
import {
  ConfirmDialog,
  FormResult,
  QueryState,
  RefreshButton,
  Section,
  panelStyles as styles,
  useListRefresh,
  useOutcome,
} from '../../panel/index.ts';
import { useForfeitBonus } from '../api/forfeit-bonus.ts';
import { useBonusGrants } from '../api/get-bonus-grants.ts';
import bonus from '../components/bonus.module.css';
import { BonusGrantItem } from '../components/bonus-grant-item.tsx';
import { BonusWeights } from '../components/bonus-weights.tsx';

/** Settled bets move the bonuses' progress elsewhere: asked again on return and on demand. */
const BONUS_LISTS = [['records', 'bonusGrants']];

/**
 * Product §2 member centre, page bonusDetails (in_bonus_details): each bonus with its
 * wagering progress and state, newest first; an active one can be given up (decision 033),
 * confirmed first, so its turnover no longer holds withdrawals back. Below, how each game
 * category's bets count toward a bonus.
 */
export function BonusDetails() {
  const { t } = useTranslation();
  const grants = useBonusGrants();
  const refresh = useListRefresh(BONUS_LISTS);
  const forfeit = useForfeitBonus();
  const { result, run } = useOutcome();
  const [asking, setAsking] = useState<BonusGrant | null>(null);
  const stateName = (state: GrantState) => t(`mn_bonus_${state}`);

  const giveUp = (grant: BonusGrant) =>
    void run(async () => {
      const { state } = await forfeit.mutateAsync(grant.id);
      // A bonus that ended meanwhile (released, expired) answers how it ended.
      return state === 'FORFEITED'
        ? t('mn_bonus_forfeited')
        : t('mn_bonus_already', { state: stateName(state) });
    });

  const name = t('mn_bonus_list');
  return (
    <div className={styles.sections}>
      <QueryState query={grants}>
        {(data) => (
          <>
            <Section title={name}>
              <RefreshButton fetching={grants.isFetching} onClick={refresh} />
              {data.list.length === 0 ? (
                <p className={styles.hint}>{t('in_no_data')}</p>
              ) : (
                <ul className={bonus.grants} aria-label={name}>
                  {data.list.map((grant) => (
                    <li key={grant.id}>
                      <BonusGrantItem
                        grant={grant}
                        busy={forfeit.isPending}
                        onForfeit={setAsking}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <FormResult {...result} />
            </Section>
            {Object.keys(data.weights).length > 0 && (
              <Section title={t('mn_bonus_weights')}>
                <BonusWeights weights={data.weights} />
              </Section>
            )}
          </>
        )}
      </QueryState>
      {asking && (
        <ConfirmDialog
          title={t('mn_bonus_forfeit_title')}
          body={t('mn_bonus_forfeit_body', { amount: formatMoney(asking.amount) })}
          confirm={t('mn_bonus_forfeit')}
          cancel={t('in_more_cancel')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            giveUp(asking);
          }}
        />
      )}
    </div>
  );
}
