import { enabledModules, useWhitelabel } from './api/get-whitelabel.ts';

/** Whether a section behind a module switch (product §3 module tree) is switched on. */
export function sectionShown(enabled: ReadonlySet<string>, modId: string): boolean {
  return enabled.has(modId);
}

/** The predicate of sectionShown for the brand's switches as they are now. */
export function useSections(): (modId: string) => boolean {
  const enabled = enabledModules(useWhitelabel().data);
  return (modId) => sectionShown(enabled, modId);
}
