import { opsStaffLogin, opsStaffVerify, type ValueOf } from '@gamehall/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../lib/staff-call.ts';
import { type StaffSession, sessionOf, setStaffSession } from '../lib/staff-session.ts';
import { useAttempt } from '../lib/use-attempt.ts';
import styles from './login.module.css';
import { RecoveryCodes } from './recovery-codes.tsx';

type Challenge = ValueOf<typeof opsStaffLogin>;

/**
 * The staff login (decision 038): account and password; then the authenticator's code —
 * on the first login after scanning the QR code shown, which enrols it and answers the
 * recovery codes once; a recovery code instead of a code when the phone is lost.
 */
export function LoginPage() {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [codes, setCodes] = useState<{ session: StaffSession; codes: string[] } | null>(null);
  if (codes) {
    return (
      <Frame>
        <RecoveryCodes codes={codes.codes} onDone={() => setStaffSession(codes.session)} />
      </Frame>
    );
  }
  return (
    <Frame>
      {challenge ? (
        <CodeStep
          challenge={challenge}
          onBack={() => setChallenge(null)}
          onDone={(v) => {
            const session = sessionOf(v);
            if (v.recoveryCodes) setCodes({ session, codes: v.recoveryCodes });
            else setStaffSession(session);
          }}
        />
      ) : (
        <PasswordStep onDone={setChallenge} />
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="console-login-title">
        <h1 id="console-login-title" className={styles.title}>
          {t('cs_login_title')}
        </h1>
        {children}
      </section>
    </main>
  );
}

function PasswordStep({ onDone }: { onDone: (c: Challenge) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, error, run } = useAttempt();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { account: String(form.get('account')), password: String(form.get('password')) };
    return run(async () => onDone(await staffCall(opsStaffLogin, { body })));
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-account`}>{t('cs_account')}</label>
      <input id={`${id}-account`} name="account" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t('cs_password')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('cs_continue')}
      </button>
    </form>
  );
}

function CodeStep({
  challenge,
  onBack,
  onDone,
}: {
  challenge: Challenge;
  onBack: () => void;
  onDone: (v: ValueOf<typeof opsStaffVerify>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const { busy, error, run } = useAttempt();
  const { enrol } = challenge;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim().toLowerCase();
    const body = { challenge: challenge.challenge, code };
    return run(async () => onDone(await staffCall(opsStaffVerify, { body })));
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      {enrol && (
        <div className={styles.enrol}>
          <p>{t('cs_enrol_intro')}</p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrol.qrSvg)}`}
            alt={t('cs_enrol_qr')}
            width={200}
            height={200}
          />
          <p>
            {t('cs_enrol_key')} <code className={styles.secret}>{enrol.secret}</code>
          </p>
        </div>
      )}
      <label htmlFor={`${id}-code`}>{t(recovery ? 'cs_recovery_code' : 'cs_code')}</label>
      <input
        id={`${id}-code`}
        key={recovery ? 'recovery' : 'code'}
        name="code"
        autoComplete="one-time-code"
        {...(recovery ? {} : { inputMode: 'numeric' as const, pattern: '\\d{6}' })}
        required
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t(enrol ? 'cs_enrol_confirm' : 'cs_log_in')}
      </button>
      {!enrol && (
        <button type="button" className={styles.link} onClick={() => setRecovery((r) => !r)}>
          {t(recovery ? 'cs_use_code' : 'cs_use_recovery')}
        </button>
      )}
      <button type="button" className={styles.link} onClick={onBack}>
        {t('cs_back')}
      </button>
    </form>
  );
}
