import type { BodyOf, confirmWithdrawal } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyles as styles } from '../../panel/index.ts';
import { PartialForm } from './partial-form.tsx';
import { ProofForm } from './proof-form.tsx';

export type PayoutAnswer = Omit<BodyOf<typeof confirmWithdrawal>, 'orderNo'>;

type Open = 'notReceived' | 'partial' | null;

/** The two answers that need more than a click open a form of their own. */
const toggles = [
  ['notReceived', 'mn_not_received'],
  ['partial', 'mn_partly_received'],
] as const;

/**
 * Product §4: after a payout the player answers received, not received (with proof) or
 * partly received (received and remaining amounts).
 */
export function ConfirmPayout(props: {
  amount: number;
  pending: boolean;
  onAnswer: (answer: PayoutAnswer) => void;
}) {
  const { amount, pending, onAnswer } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: three buttons, not form fields */}
      <div className={styles.actions} role="group" aria-label={t('mn_confirm_payout')}>
        <button
          type="button"
          className={styles.primary}
          disabled={pending}
          onClick={() => onAnswer({ result: 'RECEIVED' })}
        >
          {t('mn_received')}
        </button>
        {toggles.map(([which, label]) => (
          <button
            key={which}
            type="button"
            className={styles.secondary}
            aria-expanded={open === which}
            onClick={() => setOpen((now) => (now === which ? null : which))}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {open === 'notReceived' && (
        <ProofForm
          pending={pending}
          onSend={(proof) => onAnswer({ result: 'NOT_RECEIVED', proof })}
        />
      )}
      {open === 'partial' && (
        <PartialForm
          amount={amount}
          pending={pending}
          onSend={(parts) => onAnswer({ result: 'PARTIAL', ...parts })}
        />
      )}
    </>
  );
}
