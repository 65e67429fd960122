/**
 * The UI kit (DESIGN.md "components/ui"). The signatures below are the agreed API;
 * the implementations live in one file each.
 */
export { Dialog, type DialogProps } from './dialog.tsx';
export { LazyImage, type LazyImageProps } from './lazy-image.tsx';
export { formatMoney, Money } from './money.tsx';
export { Pagination, type PaginationProps } from './pagination.tsx';
export { QrCode, type QrCodeProps } from './qr-code.tsx';
export { showWarning, WarningHost, type WarningOptions } from './warning-dialog.tsx';
