import { type MemberInfo, SocialField, updateProfile } from '@gamehall/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormResult, Section, panelStyles as styles } from '../../panel/index.ts';
import { useMemberChange } from '../api/use-member-change.ts';

/**
 * Social accounts (product §4): each may be set once; a bound one cannot be undone or
 * changed, so it is shown read-only and never sent again.
 */
export function SocialSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const change = useMemberChange(updateProfile);
  const boundValue = (field: SocialField) => member.socials[field] ?? null;
  const open = SocialField.options.filter((field) => boundValue(field) === null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const body: Partial<Record<SocialField, string>> = {};
    for (const field of open) {
      const value = String(data.get(field) ?? '').trim();
      if (value) body[field] = value;
    }
    if (Object.keys(body).length > 0) change.mutate(body);
  };

  return (
    <Section title={t('mc_social')}>
      <p className={styles.hint}>{t('mc_social_note')}</p>
      <form className={styles.form} onSubmit={onSubmit}>
        {SocialField.options.map((field) => {
          const bound = boundValue(field);
          return bound === null ? (
            <Field key={field} label={t(`mc_social_${field}`)} name={field} maxLength={128} />
          ) : (
            // Its own key: once saved the field becomes another (controlled, read-only) input.
            <Field key={`${field}-bound`} label={t(`mc_social_${field}`)} value={bound} readOnly />
          );
        })}
        {open.length > 0 && (
          <button type="submit" className={styles.primary} disabled={change.isPending}>
            {t('mc_social_save')}
          </button>
        )}
        <FormResult success={change.isSuccess} error={change.error?.message} />
      </form>
    </Section>
  );
}
