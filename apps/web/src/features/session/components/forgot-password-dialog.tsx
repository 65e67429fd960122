import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { useFeature } from '../../system/index.ts';
import { ForgotByEmail } from './forgot-by-email.tsx';
import { ForgotByPhone } from './forgot-by-phone.tsx';
import { Tabs } from './tab-list.tsx';

type Way = 'email' | 'phone';

/** Product §2/§4 forgot password: by e-mail, or by phone when CHNGPASSVERIF3 is on. */
export function ForgotPasswordDialog({ onClose }: { page?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const byPhone = useFeature('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<Way>('email');
  const way = byPhone ? chosen : 'email';
  const tabs = [
    { key: 'email' as const, label: t('auth_tab_by_email') },
    ...(byPhone ? [{ key: 'phone' as const, label: t('auth_tab_by_phone') }] : []),
  ];
  return (
    <Dialog open onClose={onClose} title={t('auth_forgot_title')} width={420}>
      <Tabs label={t('auth_forgot_ways')} tabs={tabs} selected={way} onSelect={setChosen}>
        {way === 'email' ? <ForgotByEmail onDone={onClose} /> : <ForgotByPhone />}
      </Tabs>
    </Dialog>
  );
}
