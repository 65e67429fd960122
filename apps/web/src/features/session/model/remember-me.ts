/** Spec §4/§9 remember me: the last login is kept in cookies for one day. */
export const REMEMBER_MS = 86_400_000;

const NAMES = {
  username: 'rememberUsername',
  password: 'rememberPassword',
  remember: 'rememberMe',
  mobile: 'rememberMobile',
  dialingCode: 'rememberDialingCode',
} as const;

export interface Remembered {
  remember: boolean;
  username: string;
  password: string;
  mobile: string;
  dialingCode: string;
}

function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

function writeCookie(name: string, value: string, expires: Date) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: spec §4 names cookies; the Cookie Store API is async and missing in some browsers
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Strict${secure}`;
}

export function readRemembered(): Remembered {
  return {
    remember: readCookie(NAMES.remember) === 'true',
    username: readCookie(NAMES.username),
    password: readCookie(NAMES.password),
    mobile: readCookie(NAMES.mobile),
    dialingCode: readCookie(NAMES.dialingCode),
  };
}

/**
 * Ticked: the values given (and the flag) are kept until `now` + one day; values not
 * given keep what was there. Unticked: every remember-me cookie is deleted.
 */
export function saveRemembered(
  remember: boolean,
  values: Partial<Omit<Remembered, 'remember'>>,
  now = Date.now(),
) {
  if (!remember) {
    for (const name of Object.values(NAMES)) writeCookie(name, '', new Date(0));
    return;
  }
  const expires = new Date(now + REMEMBER_MS);
  const merged = { ...readRemembered(), ...values };
  writeCookie(NAMES.remember, 'true', expires);
  writeCookie(NAMES.username, merged.username, expires);
  writeCookie(NAMES.password, merged.password, expires);
  writeCookie(NAMES.mobile, merged.mobile, expires);
  writeCookie(NAMES.dialingCode, merged.dialingCode, expires);
}
