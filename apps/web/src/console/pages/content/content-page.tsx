import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/tabs.tsx';
import page from '../page.module.css';
import { BannersTab } from './banners-tab.tsx';
import { HelpTab } from './help-tab.tsx';
import { NoticesTab } from './notices-tab.tsx';

const TABS = ['notices', 'banners', 'help'] as const;
type Tab = (typeof TABS)[number];

/**
 * The console's content page (issue 19): notices of every type with popups among them,
 * banners, and the help centre's articles, each in English with Spanish and Chinese beside
 * it. What is saved shows on the site at its next request.
 */
export default function ContentPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('notices');
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('cs_nav_content')}</h1>
      <p className={page.muted}>{t('cs_ct_intro')}</p>
      <Tabs
        label={t('cs_ct_tabs')}
        tabs={TABS.map((id) => ({ id, text: t(`cs_ct_tab_${id}`) }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'notices' && <NoticesTab />}
        {tab === 'banners' && <BannersTab />}
        {tab === 'help' && <HelpTab />}
      </Tabs>
    </div>
  );
}
