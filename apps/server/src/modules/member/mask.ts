/** 5512345678 → 55******78: enough for the owner to recognise, too little for anyone else. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** player@example.com → pl***@example.com. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}
