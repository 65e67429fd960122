import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LazyImage } from '../../../components/ui/index.ts';
import { imageUrl, type MenuVendor, type NavCategory, vendorHref } from '../../system/index.ts';
import { useHoverDisclosure } from '../hooks/use-hover-disclosure.ts';
import { useProtected } from '../hooks/use-protected.ts';
import { useVendorLaunch } from '../hooks/use-vendor-launch.ts';
import { Icon } from './icons.tsx';
import styles from './nav.module.css';
import { NavGames } from './nav-games.tsx';

/** How long the mouse rests on a provider before the panel shows its games. */
const HOVER_INTENT_MS = 150;

/** One header category: its link, a toggle, and the dropdown of its providers. */
export function NavCategoryItem({ category }: { category: NavCategory }) {
  const { t } = useTranslation();
  const panelId = useId();
  const { open, setOpen, rootProps, toggleProps } = useHoverDisclosure<HTMLLIElement>();
  const label = t(category.labelKey);
  const location = useLocation();
  // The provider whose games the panel shows: the first until one is pointed at. A mouse
  // must rest on a provider a moment, so crossing others on the way to the games does
  // not swap the list under it; keyboard focus switches at once.
  const [focused, setFocused] = useState(category.vendors[0]?.vassalage);
  const intent = useRef<ReturnType<typeof setTimeout>>(undefined);
  const point = (vassalage: string) => {
    clearTimeout(intent.current);
    intent.current = setTimeout(() => setFocused(vassalage), HOVER_INTENT_MS);
  };
  useEffect(() => () => clearTimeout(intent.current), []);
  const shown = category.vendors.find((v) => v.vassalage === focused) ?? category.vendors[0];

  // A chosen provider navigates; the panel must not stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.key, setOpen]);

  return (
    <li className={styles.item} {...rootProps}>
      <NavLink to={category.href} className={styles.link}>
        {label}
      </NavLink>
      <button
        type="button"
        className={styles.toggle}
        aria-controls={panelId}
        aria-label={t('nav_providers', { name: label })}
        {...toggleProps}
      >
        <Icon name="chevron" size={16} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.vendors} aria-label={t('nav_providers', { name: label })}>
          {category.vendors.map((vendor) => (
            <li
              key={vendor.vassalage}
              onMouseEnter={() => point(vendor.vassalage)}
              onMouseLeave={() => clearTimeout(intent.current)}
              onFocus={() => setFocused(vendor.vassalage)}
            >
              <VendorEntry category={category} vendor={vendor} />
            </li>
          ))}
        </ul>
        {category.lobby && shown && (
          <NavGames key={shown.vassalage} category={category} vendor={shown} active={open} />
        )}
      </div>
    </li>
  );
}

function VendorEntry({ category, vendor }: { category: NavCategory; vendor: MenuVendor }) {
  const { t } = useTranslation();
  const guard = useProtected();
  const launch = useVendorLaunch();
  const href = vendorHref(category, vendor.vassalage);
  const content = (
    <>
      {vendor.iconUrl && (
        <LazyImage
          src={imageUrl(vendor.iconUrl)}
          alt=""
          width={72}
          height={24}
          className={styles.logo}
        />
      )}
      <span className={styles.vendorName}>{vendor.displayName}</span>
      {vendor.isHot === 1 && <span className={styles.hot}>{t('vendor_hot')}</span>}
    </>
  );
  if (category.lobby) {
    return (
      <Link to={href} className={styles.vendor}>
        {content}
      </Link>
    );
  }
  // Vendor-type menus launch the provider (product §2), and launching needs a login (§2
  // "Game launch").
  return (
    <button
      type="button"
      className={styles.vendor}
      onClick={() => guard(() => void launch(category, vendor))}
    >
      {content}
    </button>
  );
}
