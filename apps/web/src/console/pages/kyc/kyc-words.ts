import type { KYC_DOCUMENT_STATUSES, KYC_STATUSES, KycKind } from '@gamehall/contract';
import type { TFunction } from 'i18next';

/** Identity document or proof of address. */
export const kycKindText = (t: TFunction, kind: KycKind) => t(`cs_kyc_kind_${kind.toLowerCase()}`);

/** One document's state: waiting, approved, rejected. */
export const documentStatusText = (t: TFunction, status: (typeof KYC_DOCUMENT_STATUSES)[number]) =>
  t(`cs_kyc_doc_${status.toLowerCase()}`);

/** The player's verification as a whole (both kinds approved, one waiting…). */
export const playerStatusText = (t: TFunction, status: (typeof KYC_STATUSES)[number]) =>
  t(`cs_kyc_player_${status.toLowerCase()}`);

const sizes = new Map<string, Intl.NumberFormat[]>();

/** A file's size in KB or MB, written the way the console's language writes units. */
export function fileSizeText(locale: string, bytes: number) {
  let formats = sizes.get(locale);
  if (!formats) {
    formats = ['kilobyte', 'megabyte'].map(
      (unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }),
    );
    sizes.set(locale, formats);
  }
  const [kb, mb] = formats as [Intl.NumberFormat, Intl.NumberFormat];
  return bytes >= 1024 * 1024 ? mb.format(bytes / (1024 * 1024)) : kb.format(bytes / 1024);
}
