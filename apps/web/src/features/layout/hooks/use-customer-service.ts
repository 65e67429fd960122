import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { useCustomerService } from '../../system/index.ts';

/**
 * Opens customer service in a popup (product §7: 440x750). Product §5: the VIP line for
 * rankLevel above 4, live chat otherwise; the member-info issue passes `vip`.
 */
export function useOpenCustomerService(vip = false) {
  const { t } = useTranslation();
  const { data } = useCustomerService();
  return useCallback(() => {
    const wanted = vip ? 'VIP' : 'LIVECHAT';
    const entry = data?.entries.find((e) => e.csType === wanted) ?? data?.entries[0];
    if (!entry) return;
    const win = window.open(entry.path, 'customer-service', 'width=440,height=750');
    if (!win) {
      showWarning({ icon: 'error', title: t('popup_blocked') });
      return;
    }
    // The chat page is another origin's; it must not reach back into the site.
    win.opener = null;
  }, [data, vip, t]);
}
