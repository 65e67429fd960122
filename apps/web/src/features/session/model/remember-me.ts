/**
 * Product §4/§9 remember me: the last login is kept in cookies for one day. The password is
 * not: the server sets its own HttpOnly remember cookie, which logs the player in again
 * (decision 013); these cookies only fill in the form and say whether to try.
 */
export const REMEMBER_MS = 86_400_000;

/** Where earlier versions of the site kept the password in clear; deleted on sight. */
const LEGACY_PASSWORD = 'rememberPassword';

const NAMES = {
  username: 'rememberUsername',
  remember: 'rememberMe',
  mobile: 'rememberMobile',
  dialingCode: 'rememberDialingCode',
} as const;

export interface Remembered {
  remember: boolean;
  username: string;
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
  // biome-ignore lint/suspicious/noDocumentCookie: product §4 names cookies; the Cookie Store API is async and missing in some browsers
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Strict${secure}`;
}

export function readRemembered(): Remembered {
  if (readCookie(LEGACY_PASSWORD)) writeCookie(LEGACY_PASSWORD, '', new Date(0));
  return {
    remember: readCookie(NAMES.remember) === 'true',
    username: readCookie(NAMES.username),
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
  writeCookie(NAMES.mobile, merged.mobile, expires);
  writeCookie(NAMES.dialingCode, merged.dialingCode, expires);
}

/** The server no longer remembers this browser: stop trying, keep what fills the form. */
export function stopRemembering() {
  writeCookie(NAMES.remember, '', new Date(0));
}
