import { type MemberInfo, updateMemberIcon } from '@gamehall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../layout/index.ts';
import {
  AVATAR_RULE,
  FilePicker,
  FormResult,
  imageProblem,
  panelStyles as panel,
  readAsDataUrl,
  Section,
} from '../../panel/index.ts';
import { usePlayerAvatars } from '../api/get-player-avatars.ts';
import { useMemberChange } from '../api/use-member-change.ts';
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

  const upload = async (file: File) => {
    change.reset();
    const bad = imageProblem(file, AVATAR_RULE);
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
      <FilePicker
        label={t('mc_avatar_upload')}
        accept={AVATAR_RULE.types}
        disabled={change.isPending}
        onFile={(file) => void upload(file)}
      />
      <p className={panel.hint}>{t('mc_avatar_rules')}</p>
      <FormResult success={change.isSuccess} error={problem ?? change.error?.message} />
    </Section>
  );
}
