/**
 * Browser storage, never throwing (private mode, quota): the session keys of product §3
 * live in sessionStorage, lang / hisLang / theme in localStorage.
 */
function wrap(get: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        get().setItem(key, value);
      } catch {
        /* storage unavailable: the value lives for this page only */
      }
    },
    remove(key: string) {
      try {
        get().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    getJson<T>(key: string): T | undefined {
      const raw = this.get(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    setJson(key: string, value: unknown) {
      this.set(key, JSON.stringify(value));
    },
  };
}

export const storage = {
  local: wrap(() => window.localStorage),
  session: wrap(() => window.sessionStorage),
};
