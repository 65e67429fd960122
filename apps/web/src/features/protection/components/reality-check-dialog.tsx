import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { formatMoneyWith } from '../../../components/ui/money.tsx';
import { panelStyles as panel } from '../../panel/index.ts';
import { useSiteConfig } from '../../system/index.ts';
import { playedTime } from '../model/reality-check.ts';

export interface RealityCheckDialogProps {
  /** How long the session has lasted, ms. */
  playedMs: number;
  /** Wins and refunds less stakes this session; negative is a loss. */
  net: number | undefined;
  onContinue: () => void;
  onHistory: () => void;
  onLogout: () => void;
}

/** Signed money: "+12.50", "-30.00" (with the brand's symbol after the sign). */
const signed = (n: number, symbol?: string) =>
  n > 0 ? `+${formatMoneyWith(n, symbol)}` : formatMoneyWith(n, symbol);

/**
 * The reality check: how long this session has lasted and its net result, then the
 * player's choice. Escape carries on playing, as "Continue playing" does.
 */
export function RealityCheckDialog({
  playedMs,
  net,
  onContinue,
  onHistory,
  onLogout,
}: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const symbol = useSiteConfig().data?.currencySymbol;
  return (
    <Dialog
      open
      title={t('rg_rc_title')}
      describedBy={bodyId}
      width={420}
      closeOnCover={false}
      hideCloseButton
      onClose={onContinue}
      footer={
        <>
          <button type="button" className={panel.secondary} onClick={onLogout}>
            {t('rg_rc_logout')}
          </button>
          <button type="button" className={panel.secondary} onClick={onHistory}>
            {t('rg_rc_history')}
          </button>
          <button type="button" className={panel.primary} onClick={onContinue}>
            {t('rg_rc_continue')}
          </button>
        </>
      }
    >
      <p id={bodyId} className={panel.hint}>
        {t('rg_rc_text')}
      </p>
      <dl className={panel.figures}>
        <div>
          <dt>{t('rg_rc_time')}</dt>
          <dd>{playedTime(playedMs)}</dd>
        </div>
        <div>
          <dt>{t('rg_rc_net')}</dt>
          <dd dir="ltr">{net === undefined ? '--' : signed(net, symbol)}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
