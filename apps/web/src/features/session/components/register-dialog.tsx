import type { RegisterKind } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useFeature } from '../../system/index.ts';
import { useRegisterDescription } from '../model/use-register-form.ts';
import styles from './forms.module.css';
import { RegisterForm } from './register-form.tsx';
import { Tabs } from './tab-list.tsx';

/** The registration ways the brand switched on (product §5), username first. */
export function registerKinds(username: boolean, mobile: boolean): RegisterKind[] {
  const kinds: RegisterKind[] = [];
  if (username) kinds.push('register');
  if (mobile) kinds.push('registerMobile');
  return kinds.length > 0 ? kinds : ['register'];
}

/** Product §2/§4 register dialog: by username or mobile; a new kind gets a new captcha. */
export function RegisterDialog({ onClose }: { page?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const openDialog = useDialogs((s) => s.openDialog);
  const kinds = registerKinds(useFeature('USERNAMEREG3'), useFeature('MOBILENUMREG3'));
  const [chosen, setChosen] = useState<RegisterKind>('register');
  const kind = kinds.includes(chosen) ? chosen : (kinds[0] as RegisterKind);
  const form = useRegisterDescription(kind);
  const labels: Record<RegisterKind, string> = {
    register: t('auth_tab_register_username'),
    registerMobile: t('auth_tab_register_mobile'),
  };

  return (
    <Dialog open onClose={onClose} title={t('auth_register_title')} width={460}>
      <Tabs
        label={t('auth_register_ways')}
        tabs={kinds.map((key) => ({ key, label: labels[key] }))}
        selected={kind}
        onSelect={setChosen}
      >
        {form ? (
          // A new form per kind: fresh values, slider and captcha (product §4).
          <RegisterForm key={kind} form={form} />
        ) : (
          <p role="status">{t('in_loading')}</p>
        )}
      </Tabs>
      <div className={`${styles.actions} ${styles.below}`}>
        <button type="button" className={styles.link} onClick={() => openDialog('login')}>
          {t('auth_have_account')}
        </button>
      </div>
    </Dialog>
  );
}
