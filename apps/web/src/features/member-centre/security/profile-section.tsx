import { type MemberInfo, updateProfile } from '@gamehall/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormResult, panelStyles as panel, Section } from '../../panel/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';
import styles from './security.module.css';

/** Account facts, the nickname and the avatar. */
export function ProfileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const change = useMemberChange(updateProfile);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const nickname = String(new FormData(e.currentTarget).get('nickname') ?? '').trim();
    if (nickname) change.mutate({ nickname });
  };

  return (
    <Section title={t('mc_profile')}>
      <dl className={styles.facts}>
        <dt>{t('account_name')}</dt>
        <dd>{member.account}</dd>
        <dt>{t('account_id')}</dt>
        <dd>{member.id}</dd>
        <dt>{t('account_rank')}</dt>
        <dd>{member.clubLabel.labelName}</dd>
      </dl>
      <form className={panel.form} onSubmit={onSubmit}>
        <Field
          label={t('mc_nickname')}
          name="nickname"
          defaultValue={member.nickname ?? ''}
          maxLength={32}
          required
          autoComplete="nickname"
        />
        <button type="submit" className={panel.primary} disabled={change.isPending}>
          {t('mc_save_nickname')}
        </button>
        <FormResult success={change.isSuccess} error={change.error?.message} />
      </form>
    </Section>
  );
}
