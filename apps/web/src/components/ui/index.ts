/**
 * The UI kit (docs/architecture.md "The UI kit"). The signatures below are the agreed API;
 * the implementations live in one file each.
 */
export { Dialog, type DialogProps } from './dialog.tsx';
export { preloadImage, useAfterMainImage } from './image-cache.ts';
export { LazyImage, type LazyImageProps } from './lazy-image.tsx';
export { formatMoney, Money, type MoneyProps } from './money.tsx';
export { Pagination, type PaginationProps } from './pagination.tsx';
export { type PaginationItem, paginationItems } from './pagination-items.ts';
export { QrCode, type QrCodeProps } from './qr-code.tsx';
export { SafeHtml, type SafeHtmlProps, useSafeHtmlReady } from './safe-html.tsx';
export { useNearViewport } from './use-near-viewport.ts';
export {
  showWarning,
  WarningHost,
  type WarningIcon,
  type WarningOptions,
} from './warning-host.tsx';
