import {
  opsForceLogout,
  type opsMemberDetail,
  opsResetMemberPassword,
  opsSetMemberLock,
  type ValueOf,
} from '@gamehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKey } from '../../lib/member-keys.ts';
import { staffCall } from '../../lib/staff-call.ts';
import { useMay } from '../../lib/staff-session.ts';
import { useAttempt } from '../../lib/use-attempt.ts';
import { ConfirmButton } from '../../ui/confirm-button.tsx';
import page from '../page.module.css';
import { AdjustBalance } from './adjust-balance.tsx';
import { NewPassword } from './new-password.tsx';

type Member = ValueOf<typeof opsMemberDetail>['member'];

/**
 * What staff do to a member: lock or unlock, end their sessions, give a new password,
 * adjust a balance — each asked first, each followed by the member's data asked again.
 * A role sees only the actions it holds (the server refuses the others anyway).
 */
export function MemberActions({ member }: { member: Member }) {
  const { t } = useTranslation();
  const id = useId();
  const may = useMay();
  const client = useQueryClient();
  const { busy, error, run } = useAttempt();
  const [done, setDone] = useState('');
  const [password, setPassword] = useState<string | null>(null);
  const account = member.account;
  const locked = member.status !== 0;
  const act = (work: () => Promise<string>) =>
    run(async () => {
      setDone('');
      try {
        setDone(await work());
      } finally {
        await client.invalidateQueries({ queryKey: memberKey(account) });
      }
    });
  const members = may('members.write');
  const money = may('money.write');
  if (!members && !money) return null;
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cs_actions')}</h2>
      <div className={page.form}>
        {members && (
          <ConfirmButton
            label={t(locked ? 'cs_act_unlock' : 'cs_act_lock')}
            title={t(locked ? 'cs_act_unlock_title' : 'cs_act_lock_title', { account })}
            confirmLabel={t(locked ? 'cs_act_unlock' : 'cs_act_lock')}
            danger={!locked}
            disabled={busy}
            onConfirm={() =>
              act(async () => {
                const r = await staffCall(opsSetMemberLock, { body: { account, locked: !locked } });
                return r.locked
                  ? t('cs_act_locked', { account, count: r.sessionsEnded })
                  : t('cs_act_unlocked', { account });
              })
            }
          >
            <p>{t(locked ? 'cs_act_unlock_what' : 'cs_act_lock_what')}</p>
          </ConfirmButton>
        )}
        {members && (
          <ConfirmButton
            label={t('cs_act_logout')}
            title={t('cs_act_logout_title', { account })}
            confirmLabel={t('cs_act_logout')}
            disabled={busy}
            onConfirm={() =>
              act(async () => {
                const r = await staffCall(opsForceLogout, { body: { account } });
                return t('cs_act_logged_out', { count: r.sessionsEnded });
              })
            }
          >
            <p>{t('cs_act_logout_what')}</p>
          </ConfirmButton>
        )}
        {members && (
          <ConfirmButton
            label={t('cs_act_reset')}
            title={t('cs_act_reset_title', { account })}
            confirmLabel={t('cs_act_reset_confirm')}
            danger
            disabled={busy}
            onConfirm={() =>
              act(async () => {
                setPassword(null);
                const r = await staffCall(opsResetMemberPassword, { body: { account } });
                setPassword(r.password);
                return t('cs_act_reset_done', { count: r.sessionsEnded });
              })
            }
          >
            <p>{t('cs_act_reset_what')}</p>
          </ConfirmButton>
        )}
        {money && (
          <AdjustBalance
            account={account}
            onDone={(message) => {
              setDone(message);
              void client.invalidateQueries({ queryKey: memberKey(account) });
            }}
          />
        )}
      </div>
      <p role="status" className={page.done}>
        {done}
      </p>
      {error && (
        <p role="alert" className={page.error}>
          {error}
        </p>
      )}
      {password && (
        <NewPassword account={account} password={password} onHide={() => setPassword(null)} />
      )}
    </section>
  );
}
