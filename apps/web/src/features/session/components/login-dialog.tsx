import type { LoginResult } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useFeature } from '../../system/index.ts';
import { useFinishLogin } from '../model/use-finish-login.ts';
import styles from './forms.module.css';
import { FreeplayButton } from './freeplay-button.tsx';
import { LoginForm, type LoginType } from './login-form.tsx';
import { SecondVerification } from './second-verification.tsx';
import { Tabs } from './tab-list.tsx';

interface Pending {
  verification: NonNullable<LoginResult['verification']>;
  typedPassword?: string;
  type: LoginType;
  remember: boolean;
}

/** Product §4 login popup: username or mobile tab, then a second verification if asked. */
export function LoginDialog({ page, onClose }: { page?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const codeLogin = useFeature('MOBILEVERCODELOGIN3');
  const freeplay = useFeature('FREEPLAY3');
  const directRegister = useFeature('DIRECTREG3');
  const openDialog = useDialogs((s) => s.openDialog);
  const finish = useFinishLogin();
  const [chosen, setChosen] = useState<LoginType>(page === 'sms' ? 'sms' : 'username');
  const [pending, setPending] = useState<Pending | null>(null);
  const type = codeLogin ? chosen : 'username';

  const onResult = async (
    result: LoginResult,
    typedPassword: string | undefined,
    remember: boolean,
  ) => {
    if (await finish(result, { typedPassword, type })) return;
    if (result.verification) {
      setPending({ verification: result.verification, typedPassword, type, remember });
    }
  };

  const tabs = [
    { key: 'username' as const, label: t('auth_tab_username') },
    ...(codeLogin ? [{ key: 'sms' as const, label: t('auth_tab_mobile') }] : []),
  ];

  return (
    <Dialog open onClose={onClose} title={t('auth_login_title')} width={420}>
      {pending ? (
        <SecondVerification
          verification={pending.verification}
          remember={pending.remember}
          onResult={async (result) => {
            await finish(result, { typedPassword: pending.typedPassword, type: pending.type });
          }}
        />
      ) : (
        <>
          <Tabs label={t('auth_login_ways')} tabs={tabs} selected={type} onSelect={setChosen}>
            <LoginForm key={type} type={type} onResult={onResult} />
          </Tabs>
          <div className={`${styles.actions} ${styles.below}`}>
            <button
              type="button"
              className={styles.link}
              onClick={() => openDialog('forgotPassword')}
            >
              {t('auth_forgot_password')}
            </button>
            {directRegister && (
              <button type="button" className={styles.link} onClick={() => openDialog('register')}>
                {t('auth_no_account')}
              </button>
            )}
          </div>
          {freeplay && <FreeplayButton />}
        </>
      )}
    </Dialog>
  );
}
