import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuVendor } from '../model/lobbies.ts';
import { LobbyEmpty } from './lobby-empty.tsx';
import styles from './lobby-shell.module.css';
import { VendorTabs } from './vendor-tabs.tsx';

interface Props {
  title: string;
  vendors: MenuVendor[];
  /** True while the game menus are still on their way. */
  loading: boolean;
  /** Shown above the tabs (e.g. a lottery's intro). */
  intro?: ReactNode;
  /** The selected vendor's tab content; default: the product's empty-list text. */
  renderVendor?: (vendor: MenuVendor) => ReactNode;
  /** Shown instead of vendor tabs (the hot and favourite lobbies list games directly). */
  children?: ReactNode;
}

const emptyTab = (vendor: MenuVendor) => <LobbyEmpty vendorName={vendor.displayName} />;

/** The frame every lobby and category page shares: heading, vendor tabs, tab content. */
export function LobbyShell({
  title,
  vendors,
  loading,
  intro,
  renderVendor = emptyTab,
  children,
}: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.lobby} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {intro}
      {children ??
        (vendors.length > 0 ? (
          <VendorTabs vendors={vendors} label={t('app_vendor_tabs', { category: title })}>
            {renderVendor}
          </VendorTabs>
        ) : (
          !loading && <LobbyEmpty />
        ))}
    </section>
  );
}
