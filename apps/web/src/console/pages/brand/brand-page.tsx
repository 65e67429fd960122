import type { ModuleNode } from '@gamehall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../lib/query-state.tsx';
import { useMay } from '../../lib/staff-session.ts';
import styles from '../page.module.css';
import { AccountsSection } from './accounts-section.tsx';
import { MoneySection, type MoneyView } from './money-section.tsx';
import { RulesSection, type RuleView } from './rules-section.tsx';
import { settingsQuery } from './settings-query.ts';
import { SwitchesSection } from './switches-section.tsx';

/**
 * The brand's settings (issue 19, decision 041): feature switches, registration rules,
 * money limits and accounts, each section saved on its own and judged by the server's
 * schema of that setting. Roles that may only read see the values, unchangeable.
 */
export default function BrandPage() {
  const { t } = useTranslation();
  const may = useMay();
  const readOnly = !may('settings.write');
  const query = useQuery(settingsQuery);
  const settings = query.data?.settings;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('cs_nav_brand')}</h1>
      <p className={styles.muted}>
        {t('cs_br_site_state')}{' '}
        <Link className={styles.link} to="/settings">
          {t('cs_nav_settings')}
        </Link>
      </p>
      <p className={styles.muted}>{t('cs_br_reload_note')}</p>
      {readOnly && <p className={styles.muted}>{t('cs_br_read_only')}</p>}
      <QueryState query={query} />
      {settings && (
        // Each section drafts from the first answer and keeps its draft while another saves.
        <div className={styles.stack}>
          <SwitchesSection tree={settings.whitelabel as ModuleNode[]} readOnly={readOnly} />
          <RulesSection rules={settings.registerRules as RuleView[]} readOnly={readOnly} />
          <MoneySection money={settings.money as MoneyView} readOnly={readOnly} />
          <AccountsSection accounts={settings.accounts as object} readOnly={readOnly} />
        </div>
      )}
    </div>
  );
}
