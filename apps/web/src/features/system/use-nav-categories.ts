import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from './api/get-game-menus.ts';
import { useSiteConfig } from './api/get-site-config.ts';
import { buildNav } from './nav.ts';

/** The game categories of the header and side menu, in the interface language. */
export function useNavCategories() {
  const { i18n } = useTranslation();
  const menus = useGameMenus(i18n.language).data;
  const esportsList = useSiteConfig().data?.esportsList;
  return useMemo(() => buildNav(menus, esportsList), [menus, esportsList]);
}
