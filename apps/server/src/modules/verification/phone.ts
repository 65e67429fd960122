/** Digits of a dialing code as members.mobile_dialing_code stores them: "+52" → "52". */
export function dialingDigits(code: string): string {
  return code.trim().replace(/^\+/, '');
}

/**
 * What an SMS code for a phone proves, and the number it is sent to: "+52 5512345678".
 * Login, register and reset must build targets with this so codes match.
 */
export function phoneTarget(dialingCode: string, number: string): string {
  return `+${dialingDigits(dialingCode)} ${number.trim()}`;
}
