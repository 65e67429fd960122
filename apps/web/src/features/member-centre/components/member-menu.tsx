import { useTranslation } from 'react-i18next';
import { CentreMenu, type CentreMenuProps } from '../../panel/index.ts';
import { memberPages } from '../model/pages.ts';

export interface MemberMenuProps {
  account: string;
  /** The page key shown now: its entry is marked as the current page. */
  current: string;
  /** Whether the brand shows a page (its module switch); hidden pages get no entry. */
  shown: (page: string) => boolean;
  onOpen: (page: string) => void;
  /** Count badges by page key (product §2: the missions to claim). */
  badges?: CentreMenuProps['badges'];
}

/** Product §2 member centre menu: a title, the account, then every page in the product's order. */
export function MemberMenu({ account, current, shown, onOpen, badges }: MemberMenuProps) {
  const { t } = useTranslation();
  const entries = Object.entries(memberPages)
    .filter(([key]) => shown(key))
    .map(([key, page]) => [key, t(page.label)] as const);
  return (
    <CentreMenu
      title={t('member_centre')}
      label={t('mc_menu')}
      account={account}
      entries={entries}
      current={current}
      onOpen={onOpen}
      badges={badges}
    />
  );
}
