import { storage } from './storage.ts';

/**
 * The calls product §7 marks "cached" keep their answer in sessionStorage for the tab's
 * life: the answer is reused on reload and fetched again in a new tab.
 */
export function sessionCached<T>(key: string, fetcher: () => Promise<T>) {
  const storageKey = `cache:${key}`;
  return {
    initialData: () => storage.session.getJson<T>(storageKey),
    queryFn: async () => {
      const value = await fetcher();
      storage.session.setJson(storageKey, value);
      return value;
    },
    staleTime: Number.POSITIVE_INFINITY,
  };
}
