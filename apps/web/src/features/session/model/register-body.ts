import type { RegisterBody, RegisterField, RegisterForm } from '@gamehall/contract';
import { storedAffiliate } from './affiliate.ts';

export type RegisterValues = Partial<Record<RegisterField, string>> & {
  agreeTerms: boolean;
  agreeAge: boolean;
};

export interface RegisterExtras {
  countryDialingCode?: string;
  captchaKey?: string;
}

/**
 * The registration call's body (product §3): the form's fields (trimmed, empty ones left
 * out), then what the site adds — registerUrl, domain, registerMethod 'WEB', login, and
 * the invitation codes from the stored affiliate info when none was typed.
 */
export function registerBody(
  form: RegisterForm,
  values: RegisterValues,
  extras: RegisterExtras,
  where: Pick<Location, 'href' | 'host'> = window.location,
): RegisterBody {
  const body: RegisterBody = { agreeTerms: true, agreeAge: true };
  for (const { field } of form.fields) {
    const raw = values[field];
    // Passwords are sent as typed; the rules decide whether spaces are allowed.
    const value = field.toLowerCase().includes('password') ? raw : raw?.trim();
    if (value) body[field] = value;
  }
  const stored = storedAffiliate();
  body.affiliateCode ??= stored.affiliateCode;
  body.referralCode ??= stored.referralCode;
  if (body.mobileNum && extras.countryDialingCode) {
    body.countryDialingCode = extras.countryDialingCode;
  }
  if (body.captcha && extras.captchaKey) body.captchaKey = extras.captchaKey;
  body.registerUrl = where.href.slice(0, 2048);
  body.domain = where.host;
  body.registerMethod = 'WEB';
  body.login = true;
  return body;
}
