import { getWhitelabel, type ModuleNode } from '@gamehall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { sessionCached } from '../../../lib/session-cache.ts';

export const whitelabelQuery = () =>
  queryOptions({
    queryKey: ['system', 'whitelabel'],
    ...sessionCached('whitelabel', () => call(getWhitelabel)),
  });

export const useWhitelabel = () => useQuery(whitelabelQuery());

/** The set of switched-on module ids (enabled '1'), flattened from the tree. */
export function enabledModules(tree: ModuleNode[] | undefined): Set<string> {
  const on = new Set<string>();
  const walk = (nodes: ModuleNode[]) => {
    for (const n of nodes) {
      if (n.enabled === '1') on.add(n.modId);
      walk(n.childrenNodes);
    }
  };
  walk(tree ?? []);
  return on;
}

/** Whether a feature switch of product §5 (e.g. 'DIRECTREG3') is on. */
export function useFeature(modId: string): boolean {
  const { data } = useWhitelabel();
  return enabledModules(data).has(modId);
}
