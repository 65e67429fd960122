import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextArea } from '../../../lib/i18n/index.ts';
import { panelStyles, QueryState } from '../../panel/index.ts';
import { usePointBalance } from '../api/get-point-balance.ts';
import { usePointConfig } from '../api/get-point-config.ts';
import { usePointReward } from '../api/get-point-reward.ts';
import { formatPoints } from '../model/points.ts';
import { ConvertForm } from './convert-form.tsx';
import { MallItems } from './mall-items.tsx';
import { MallSection } from './mall-section.tsx';
import pm from './point-mall.module.css';
import { PointsRecord } from './points-record.tsx';
import { PointsRules } from './points-rules.tsx';
import { RedeemHistory } from './redeem-history.tsx';

/**
 * A player's mall is made of the money forms' parts (payment password, record tables):
 * their texts load with it, so a visitor never downloads them (nor does the first page).
 */
function useMoneyTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    loadTextArea('money').then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

export function PlayerMall() {
  const ready = useMoneyTexts();
  const { t } = useTranslation();
  if (!ready) return <p role="status">{t('in_loading')}</p>;
  return <PlayerParts />;
}

function PlayerParts() {
  const { t } = useTranslation();
  const balance = usePointBalance();
  const items = usePointReward();
  const config = usePointConfig();
  const points = balance.data?.balance ?? 0;
  return (
    <div className={panelStyles.sections}>
      <MallSection title={t('app_points_balance_title')}>
        <QueryState query={balance}>
          {(data) => (
            <p className={pm.balance}>
              <span className="visually-hidden">{t('app_points_balance')}: </span>
              {formatPoints(data.balance)}
            </p>
          )}
        </QueryState>
      </MallSection>
      <MallSection title={t('app_points_items_title')}>
        <QueryState query={items}>
          {(data) => <MallItems items={data.list} balance={points} />}
        </QueryState>
      </MallSection>
      <MallSection title={t('app_points_convert_title')}>
        <QueryState query={config}>
          {(data) => <ConvertForm config={data} balance={points} />}
        </QueryState>
      </MallSection>
      <MallSection title={t('app_points_history_title')}>
        <RedeemHistory />
      </MallSection>
      <MallSection title={t('app_points_record_title')}>
        <PointsRecord />
      </MallSection>
      <MallSection title={t('app_points_rules_title')}>
        <QueryState query={config}>{(data) => <PointsRules config={data} />}</QueryState>
      </MallSection>
    </div>
  );
}
