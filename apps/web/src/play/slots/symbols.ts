import type { TFunction } from 'i18next';

/** A symbol's name in the page's language; a symbol a newer model adds shows its id. */
export const symbolName = (t: TFunction, id: string) =>
  t(`play_sym_${id}`, { defaultValue: id.charAt(0).toUpperCase() + id.slice(1) });
