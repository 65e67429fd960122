import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LazyImage } from '../../../components/ui/index.ts';
import { imageUrl } from '../../system/index.ts';
import { type MenuVendor, selectedVendor } from '../model/lobbies.ts';
import styles from './vendor-tabs.module.css';

interface Props {
  vendors: MenuVendor[];
  /** Accessible name of the tab list. */
  label: string;
  children: (vendor: MenuVendor) => ReactNode;
}

/**
 * Product §2: the query parameter `page` selects the vendor tab (/rng?page=JILI), so a tab
 * is a shareable address; an unknown or missing one falls back to the first vendor.
 * Keyboard follows the WAI-ARIA tabs pattern; arrow direction flips in RTL.
 */
export function VendorTabs({ vendors, label, children }: Props) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const wanted = params.get('page');
  const selected = selectedVendor(vendors, wanted);
  if (!selected) return null;

  const select = (vendor: MenuVendor) => {
    const next = new URLSearchParams(params);
    next.set('page', vendor.vassalage);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -vendors.length,
      End: vendors.length,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const at = vendors.indexOf(selected);
    const to = Math.min(vendors.length - 1, Math.max(0, at + delta));
    const vendor = vendors[to];
    if (!vendor) return;
    select(vendor);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  const tabId = (v: MenuVendor) => `${baseId}-tab-${v.vassalage}`;
  const panelId = `${baseId}-panel`;
  return (
    <div className={styles.tabs}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {vendors.map((vendor) => {
          const active = vendor === selected;
          return (
            <button
              key={vendor.vassalage}
              id={tabId(vendor)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(vendor)}
            >
              {vendor.iconUrl && (
                <LazyImage
                  src={imageUrl(vendor.iconUrl)}
                  alt=""
                  width={84}
                  height={28}
                  className={styles.logo}
                />
              )}
              <span>{vendor.displayName}</span>
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
        {children(selected)}
      </div>
    </div>
  );
}
