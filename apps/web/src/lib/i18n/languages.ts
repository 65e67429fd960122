/** Every interface language of product §9, with what the selector and <html> need. */
export interface Language {
  /** The code the site stores in `lang` / `hisLang` and sends to the server. */
  code: string;
  /** The language's own name, as the selector shows it. */
  name: string;
  /** ISO 3166 country whose flag stands for it (flag-icons file name). */
  flag: string;
  /** BCP 47 tag for <html lang>. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
}

export const languages: Language[] = [
  { code: 'EN', name: 'English', flag: 'gb', htmlLang: 'en', dir: 'ltr' },
  { code: 'ES', name: 'Español', flag: 'es', htmlLang: 'es', dir: 'ltr' },
  { code: 'CN', name: '简体中文', flag: 'cn', htmlLang: 'zh-CN', dir: 'ltr' },
  { code: 'TW', name: '繁體中文', flag: 'tw', htmlLang: 'zh-TW', dir: 'ltr' },
  { code: 'JA', name: '日本語', flag: 'jp', htmlLang: 'ja', dir: 'ltr' },
  { code: 'KO', name: '한국어', flag: 'kr', htmlLang: 'ko', dir: 'ltr' },
  { code: 'TH', name: 'ไทย', flag: 'th', htmlLang: 'th', dir: 'ltr' },
  { code: 'VI', name: 'Tiếng Việt', flag: 'vn', htmlLang: 'vi', dir: 'ltr' },
  { code: 'MY', name: 'မြန်မာ', flag: 'mm', htmlLang: 'my', dir: 'ltr' },
  { code: 'HI', name: 'हिन्दी', flag: 'in', htmlLang: 'hi', dir: 'ltr' },
  { code: 'ID', name: 'Bahasa Indonesia', flag: 'id', htmlLang: 'id', dir: 'ltr' },
  { code: 'KM', name: 'ខ្មែរ', flag: 'kh', htmlLang: 'km', dir: 'ltr' },
  { code: 'MS', name: 'Bahasa Melayu', flag: 'my', htmlLang: 'ms', dir: 'ltr' },
  { code: 'PT', name: 'Português', flag: 'br', htmlLang: 'pt', dir: 'ltr' },
  { code: 'TA', name: 'தமிழ்', flag: 'lk', htmlLang: 'ta', dir: 'ltr' },
  { code: 'TL', name: 'Filipino', flag: 'ph', htmlLang: 'tl', dir: 'ltr' },
  { code: 'UR', name: 'اردو', flag: 'pk', htmlLang: 'ur', dir: 'rtl' },
  { code: 'TR', name: 'Türkçe', flag: 'tr', htmlLang: 'tr', dir: 'ltr' },
  { code: 'BN', name: 'বাংলা', flag: 'bd', htmlLang: 'bn', dir: 'ltr' },
  { code: 'AR', name: 'العربية', flag: 'sa', htmlLang: 'ar', dir: 'rtl' },
  { code: 'FA', name: 'فارسی', flag: 'ir', htmlLang: 'fa', dir: 'rtl' },
  { code: 'RU', name: 'Русский', flag: 'ru', htmlLang: 'ru', dir: 'ltr' },
  { code: 'KK', name: 'Қазақ тілі', flag: 'kz', htmlLang: 'kk', dir: 'ltr' },
  { code: 'UZ', name: 'Oʻzbekcha', flag: 'uz', htmlLang: 'uz', dir: 'ltr' },
  { code: 'LO', name: 'ລາວ', flag: 'la', htmlLang: 'lo', dir: 'ltr' },
  { code: 'NE', name: 'नेपाली', flag: 'np', htmlLang: 'ne', dir: 'ltr' },
  { code: 'FR', name: 'Français', flag: 'fr', htmlLang: 'fr', dir: 'ltr' },
  { code: 'TE', name: 'తెలుగు', flag: 'in', htmlLang: 'te', dir: 'ltr' },
  { code: 'SW', name: 'Kiswahili', flag: 'ke', htmlLang: 'sw', dir: 'ltr' },
];

export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return languages.find((l) => l.code === upper);
}
