import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormResult, QueryState } from '../../panel/index.ts';
import { usePromotions } from '../api/get-promotions.ts';
import { PromotionCard } from '../components/promotion-card.tsx';
import { PromotionTabs } from '../components/promotion-tabs.tsx';
import { usePromotionPlayer } from '../components/use-promotion-player.ts';
import { inTab, type PromotionTab, promotionTabs } from '../model/promotion.ts';
import styles from './promotions.module.css';

/**
 * /promotions: the brand's promotions in the site's language, in tabs by type (a type
 * without one has no tab), each a card with its banner, status and period; a player also
 * gets their button on each (product §4), a visitor and a trial account only the details.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const panelId = useId();
  const navigate = useNavigate();
  const promotions = usePromotions();
  const player = usePromotionPlayer();
  const [chosen, setChosen] = useState<PromotionTab>('ALL');

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('hd_event')}
      </h1>
      <QueryState query={promotions}>
        {({ list }) => {
          if (list.length === 0) return <p className={styles.empty}>{t('in_no_data')}</p>;
          const tabs = promotionTabs(list);
          const tab = tabs.includes(chosen) ? chosen : 'ALL';
          return (
            <>
              <PromotionTabs tabs={tabs} current={tab} panelId={panelId} onChange={setChosen} />
              <div
                id={panelId}
                role="tabpanel"
                aria-label={t(tab === 'ALL' ? 'app_promo_all' : `app_promo_type_${tab}`)}
              >
                <ul className={styles.list}>
                  {list.filter(inTab(tab)).map((promo) => (
                    <li key={promo.id}>
                      <PromotionCard
                        promo={promo}
                        state={player.player ? player.stateOf(promo.id)?.state : undefined}
                        busy={player.claiming}
                        onClaim={() => void player.claim(promo.id)}
                        onApply={() => navigate(`/promoDetail?id=${promo.id}&apply=1`)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
              <FormResult success={player.outcome.done !== undefined} {...player.outcome} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
