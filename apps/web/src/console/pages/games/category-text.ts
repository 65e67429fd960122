import type { TFunction } from 'i18next';

/** A catalogue category in the console's words; a code the console does not know, as is. */
export const categoryText = (t: TFunction, code: string) =>
  t(`cs_gm_cat_${code.toLowerCase()}`, { defaultValue: code });
