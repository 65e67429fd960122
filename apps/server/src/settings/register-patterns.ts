/**
 * The registration pattern catalogue of product §5. A rule names a pattern by id; the site
 * shows the message of that id with the rule's min/max, so ids never change meaning.
 * Length is the rule's job (minLength/maxLength), never the pattern's. Sources avoid
 * \p{…} so they compile without the `u` flag, whatever flags the site uses.
 */
export interface RegisterPattern {
  id: number;
  /** What the pattern accepts, for operators reading brand.json. */
  name: string;
  /** Regular-expression source, or '*' for anything (the site reads it as '.*'). */
  source: string;
}

const latin = 'A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u00ff';

export const registerPatterns: readonly RegisterPattern[] = [
  { id: 1, name: 'any characters', source: '*' },
  { id: 2, name: 'letters and digits, starting with a letter', source: '^[A-Za-z][A-Za-z0-9]*$' },
  { id: 3, name: 'Chinese characters and digits', source: '^[\\u4e00-\\u9fa50-9]+$' },
  { id: 4, name: 'email', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  { id: 5, name: 'letters or digits only', source: '^[A-Za-z0-9]+$' },
  { id: 6, name: 'letters plus digits', source: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$' },
  { id: 7, name: 'digits only', source: '^\\d+$' },
  {
    id: 8,
    name: 'alphanumeric with at least one uppercase letter',
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  },
  { id: 9, name: 'English letters and spaces', source: '^[A-Za-z ]+$' },
  { id: 10, name: 'no spaces', source: '^\\S+$' },
  {
    id: 11,
    name: 'Chinese with punctuation',
    source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff01-\\uff5e\\u00b7]+$',
  },
  {
    id: 12,
    name: 'date yyyy-MM-dd',
    source: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  },
  {
    id: 13,
    name: 'date MM-dd-yyyy',
    source: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  },
  { id: 14, name: 'letters and spaces', source: `^[${latin} ]+$` },
  { id: 15, name: 'Korean only', source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$' },
  { id: 16, name: 'Thai only', source: '^[\\u0e00-\\u0e7f]+$' },
  { id: 17, name: 'Thai or English with spaces', source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  { id: 18, name: 'uppercase letters and spaces', source: '^[A-Z ]+$' },
  { id: 19, name: 'letters, digits and symbols', source: '^[\\x21-\\x7e]+$' },
  {
    id: 20,
    name: 'strong password: upper, lower, digit and special character',
    source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  },
  {
    id: 21,
    name: 'full name: first and last name separated by a space',
    source: `^[${latin}]+( [${latin}]+)+$`,
  },
  {
    id: 22,
    name: 'full-width Japanese',
    source: '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9faf\\uff01-\\uff5e\\u3000]+$',
  },
  { id: 23, name: 'uppercase letters only', source: '^[A-Z]+$' },
];

export const patternById = new Map(registerPatterns.map((p) => [p.id, p]));
