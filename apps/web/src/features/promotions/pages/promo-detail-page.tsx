import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/ui/index.ts';
import { FormResult, QueryState, StatusTag } from '../../panel/index.ts';
import { usePromotionDetail } from '../api/get-promotion-detail.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { PromotionAction } from '../components/promotion-action.tsx';
import { PromotionBanner } from '../components/promotion-banner.tsx';
import { RafflePanel } from '../components/raffle-panel.tsx';
import { RuleFacts } from '../components/rule-facts.tsx';
import { usePromotionPlayer } from '../components/use-promotion-player.ts';
import { STATUS_TONE } from '../model/promotion.ts';
import styles from './promotions.module.css';

/**
 * /promoDetail?id=…: one promotion in full — its rules as rich text and in figures, and
 * the player's button (product §4): join (the deposit page, or the application form of a
 * promotion that asks for one), claim, or its state. A visitor is asked to log in first;
 * a trial account gets no button. `apply=1` opens the application form at once. A raffle
 * (red envelope) shows its prize table, rounds and draws, and opens its envelope there.
 */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = usePromotionDetail(id);
  const player = usePromotionPlayer();
  const [sent, setSent] = useState<string | undefined>();
  const state = player.stateOf(id)?.state;
  const applyAsked = params.get('apply') === '1';
  const [applying, setApplying] = useState(false);
  const formOpen = player.player && (applying || (applyAsked && state === 'JOIN'));

  const closeForm = () => {
    setApplying(false);
    if (applyAsked) {
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete('apply');
          return next;
        },
        { replace: true },
      );
    }
  };

  const valid = Number.isInteger(id) && id > 0;
  return (
    <article className={styles.page} aria-labelledby={headingId}>
      <Link to="/promotions" className={styles.back}>
        {t('app_back_to_promotions')}
      </Link>
      {!valid ? (
        <>
          <h1 id={headingId} className={styles.title}>
            {t('hd_event')}
          </h1>
          <p className={styles.empty}>{t('in_no_data')}</p>
        </>
      ) : (
        <QueryState query={detail}>
          {(promo) => (
            <>
              <div className={styles.cardHead}>
                <h1 id={headingId} className={styles.title}>
                  {promo.title}
                </h1>
                <StatusTag tone={STATUS_TONE[promo.status]}>
                  {t(`app_promo_status_${promo.status}`)}
                </StatusTag>
              </div>
              <PromotionBanner promo={promo} />
              <p className={styles.summary}>{promo.summary}</p>
              <RuleFacts promo={promo} />
              {promo.rule.kind === 'RAFFLE' ? (
                <RafflePanel
                  promo={promo}
                  state={state}
                  loggedIn={player.loggedIn}
                  player={player.player}
                />
              ) : (
                <>
                  {(!player.loggedIn || (player.player && state)) && (
                    <div className={styles.cardActions}>
                      <PromotionAction
                        promo={promo}
                        state={player.loggedIn ? state : undefined}
                        busy={player.claiming}
                        onClaim={() => {
                          setSent(undefined);
                          void player.claim(promo.id);
                        }}
                        onApply={() => {
                          setSent(undefined);
                          setApplying(true);
                        }}
                      />
                    </div>
                  )}
                  <FormResult
                    success={(sent ?? player.outcome.done) !== undefined}
                    done={sent ?? player.outcome.done}
                    error={player.outcome.error}
                  />
                </>
              )}
              <SafeHtml html={promo.content} className={styles.content} />
              {formOpen && (
                <ApplicationForm
                  promotionId={promo.id}
                  title={promo.title}
                  onClose={closeForm}
                  onSent={(message) => {
                    closeForm();
                    setSent(message);
                  }}
                />
              )}
            </>
          )}
        </QueryState>
      )}
    </article>
  );
}
