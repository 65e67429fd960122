import { useTranslation } from 'react-i18next';
import { useMemberPage } from '../../layout/index.ts';
import { panelStyles as panel } from '../../panel/index.ts';
import { askForKycSection } from '../model/focus.ts';

/** Under a withdrawal refused for want of KYC: the security centre, at its KYC section. */
export function VerifyIdentityButton() {
  const { t } = useTranslation();
  const openPage = useMemberPage();
  return (
    <button
      type="button"
      className={panel.secondary}
      onClick={() => {
        askForKycSection();
        openPage('securityCenter');
      }}
    >
      {t('kyc_go_verify')}
    </button>
  );
}
