import { type MemberInfo, updateMemberIcon } from '@gamehall/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../layout/index.ts';
import { usePlayerAvatars } from '../api/get-player-avatars.ts';
import { useMemberChange } from '../api/use-member-change.ts';
import { AVATAR_TYPES, avatarFileProblem, readAsDataUrl } from '../model/avatar-file.ts';
import { FormResult } from './form-result.tsx';
import { Section } from './section.tsx';
import styles from './security.module.css';

/**
 * Pick one of the STATIC avatars (toggle buttons: the current one is pressed) or upload a
 * CUSTOM png/jpg of at most 512 KB. Wrong files are refused here, before any upload.
 */
export function AvatarSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { data } = usePlayerAvatars();
  const change = useMemberChange(updateMemberIcon);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (avatar: string) => {
    setProblem(null);
    change.mutate({ avatarType: 'STATIC', avatar });
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    change.reset();
    const bad = avatarFileProblem(file);
    if (bad) return setProblem(t(bad));
    setProblem(null);
    try {
      change.mutate({ avatarType: 'CUSTOM', image: await readAsDataUrl(file) });
    } catch {
      setProblem(t('mc_avatar_unreadable'));
    }
  };

  return (
    <Section title={t('mc_avatar')}>
      <img
        className={styles.currentAvatar}
        src={avatarUrl(member.avatar, member.avatarType)}
        alt={t('mc_avatar_current')}
        width={64}
        height={64}
      />
      <ul className={styles.avatarList} aria-label={t('mc_avatar_choices')}>
        {(data?.list ?? []).map((name, i) => (
          <li key={name}>
            <button
              type="button"
              className={styles.avatarChoice}
              aria-label={t('mc_avatar_n', { n: i + 1 })}
              aria-pressed={member.avatarType === 'STATIC' && member.avatar === name}
              disabled={change.isPending}
              onClick={() => pick(name)}
            >
              <img src={avatarUrl(name, 'STATIC')} alt="" width={48} height={48} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <label className={styles.upload}>
        {t('mc_avatar_upload')}
        <input
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="visually-hidden"
          disabled={change.isPending}
          onChange={upload}
        />
      </label>
      <p className={styles.hint}>{t('mc_avatar_rules')}</p>
      <FormResult success={change.isSuccess} error={problem ?? change.error?.message} />
    </Section>
  );
}
