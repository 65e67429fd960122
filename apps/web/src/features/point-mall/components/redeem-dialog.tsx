import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import {
  PaymentPasswordField,
  PaymentPasswordNeeded,
  panelStyles,
  SubmitRow,
  useOutcome,
} from '../../panel/index.ts';
import { useMemberInfo } from '../../session/index.ts';
import { useRedeemPointReward } from '../api/redeem-point-reward.ts';
import { formatPoints, type MallItem, maxPieces } from '../model/points.ts';
import styles from './point-mall.module.css';

export interface RedeemDialogProps {
  item: MallItem;
  /** The player's points now. */
  balance: number;
  onClose: () => void;
}

/**
 * Redeeming one item: how many pieces (within the stock left), the points they cost, the
 * payment password that proves it. A player without a payment password is sent to the
 * security centre first.
 */
export function RedeemDialog({ item, balance, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const quantityId = useId();
  const totalId = useId();
  const member = useMemberInfo().data;
  const redeem = useRedeemPointReward();
  const outcome = useOutcome('points');
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const max = Math.max(1, maxPieces(item));
  const total = Math.round(item.points * quantity * 100) / 100;
  const setPieces = (n: number) => {
    outcome.clear();
    setQuantity(Math.min(max, Math.max(1, Math.trunc(n) || 1)));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setPasswordError(t('mn_required'));
      return;
    }
    setPasswordError(undefined);
    void outcome.run(async () => {
      const { redemption, points } = await redeem.submit({
        itemId: item.id,
        quantity,
        paymentPassword: password,
      });
      setPassword('');
      return t(`app_points_redeem_done_${redemption.status}`, { points: formatPoints(points) });
    });
  };

  return (
    <Dialog
      open
      title={t('app_points_redeem_title', { name: item.name })}
      onClose={onClose}
      width={440}
    >
      {member && !member.hasPaymentPassword ? (
        <PaymentPasswordNeeded />
      ) : (
        <form className={panelStyles.form} onSubmit={submit} noValidate>
          <div className={panelStyles.field}>
            <label htmlFor={quantityId} className={panelStyles.label}>
              {t('app_points_quantity')}
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                aria-label={t('app_points_quantity_less')}
                disabled={quantity <= 1}
                onClick={() => setPieces(quantity - 1)}
              >
                −
              </button>
              <input
                id={quantityId}
                className={panelStyles.input}
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                step={1}
                value={quantity}
                aria-describedby={totalId}
                onChange={(e) => setPieces(Number(e.target.value))}
              />
              <button
                type="button"
                className={styles.step}
                aria-label={t('app_points_quantity_more')}
                disabled={quantity >= max}
                onClick={() => setPieces(quantity + 1)}
              >
                +
              </button>
            </div>
          </div>
          <dl className={panelStyles.figures}>
            <div>
              <dt>{t('app_points_total')}</dt>
              <dd id={totalId} aria-live="polite">
                {t('app_points_item_points', { points: formatPoints(total) })}
              </dd>
            </div>
            <div>
              <dt>{t('app_points_balance')}</dt>
              <dd>{formatPoints(balance)}</dd>
            </div>
          </dl>
          <PaymentPasswordField
            value={password}
            error={passwordError}
            onChange={(e) => {
              outcome.clear();
              setPassword(e.target.value);
            }}
          />
          <SubmitRow
            label={t('app_points_redeem_submit')}
            pending={redeem.isPending}
            {...outcome.result}
          />
        </form>
      )}
    </Dialog>
  );
}
