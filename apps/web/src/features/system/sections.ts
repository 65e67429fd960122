import { enabledModules, useWhitelabel } from './api/get-whitelabel.ts';

/**
 * Sections a later issue builds (rewards #16). Until then they stay
 * hidden whatever the brand's switch says, so no menu entry opens a placeholder; an issue
 * that builds one removes it here.
 */
const NOT_BUILT_YET: ReadonlySet<string> = new Set(['REFERRAL']);

/** Whether a section behind a module switch (product §3 module tree) is built and switched on. */
export function sectionShown(enabled: ReadonlySet<string>, modId: string): boolean {
  return enabled.has(modId) && !NOT_BUILT_YET.has(modId);
}

/** The predicate of sectionShown for the brand's switches as they are now. */
export function useSections(): (modId: string) => boolean {
  const enabled = enabledModules(useWhitelabel().data);
  return (modId) => sectionShown(enabled, modId);
}
