import * as z from 'zod/mini';

/** A bounded string; every text a client sends has an upper bound. */
export const text = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max));

/**
 * Characters that make a name read differently from what it is: bidi controls (a
 * nickname that reverses the text after it) and invisible ones (two names that look the
 * same). A name other players see refuses them.
 */
const DISGUISING = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** A name shown to others (nickname): bounded, and nothing hidden or reordering in it. */
export const displayName = (max: number, min = 0) =>
  text(max, min).check(
    z.refine((s) => !DISGUISING.test(s), 'no invisible or text-direction characters'),
  );

/** A database id sent as text: digits only, within a safe integer. */
export const IdText = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[1-9]\d{0,14}$/, 'an id: digits only'));

/** Product §5: verification code length 0 to 255. */
export const VerificationCode = /* @__PURE__ */ text(255, 1);

/** Country dialing code as the country list gives it, e.g. "52" or "+52". */
export const DialingCode = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^\+?\d{1,4}$/, 'a dialing code such as +52'));

/** A mobile number without its dialing code: digits only (product §5 "valid mobile number"). */
export const MobileNumber = /* @__PURE__ */ z.string().check(z.regex(/^\d{4,20}$/, 'digits only'));

/** A mobile number and its dialing code, the pair a body names a phone by. */
export const MobileFields = { mobileNum: MobileNumber, countryDialingCode: DialingCode };

export const Email = /* @__PURE__ */ z.string().check(z.maxLength(254), z.email());

/** Key the site picks for one image captcha, so an answer is checked against its picture. */
export const CaptchaKey = z
  .string()
  .check(z.regex(/^[\w-]{16,64}$/, '16 to 64 of A-Z a-z 0-9 _ -'));

/** Answer of the SMS / email code request (product §4 countdown: 60 s × expiredMinutes). */
export const CodeSent = /* @__PURE__ */ z.object({
  expiredMinutes: z.int(),
  /** Server time of sending and the earliest time another code may be asked for (ISO). */
  sentAt: z.string(),
  resendAt: z.string(),
});

/**
 * The site's language for brand content (notices, banners, help, game names): an
 * interface language code such as ES, EN, CN, PT-BR. Unknown codes fall back like any
 * language the content lacks.
 */
export const ContentLanguage = /* @__PURE__ */ z.optional(
  z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language code such as ES')),
);
