/** The page's languages: the ones with complete catalogues; anything else shows English. */
export const PLAY_LANGUAGES = { EN: 'en', ES: 'es', CN: 'zh-CN' } as const;
export type PlayLang = keyof typeof PLAY_LANGUAGES;

export interface LaunchParams {
  /** The one-time launch token of the address, or null when the address has none. */
  token: string | null;
  lang: PlayLang;
  /** The engine the address names (/play/<engine>), '' when it names none. */
  engine: string;
  /**
   * The room (stake tier) a PVP card game was launched into (`&room=`), '' when the
   * address names none. Optional so a launch built by hand (tests) need not name it.
   */
  room?: string;
}

const isPlayLang = (code: string): code is PlayLang => Object.hasOwn(PLAY_LANGUAGES, code);

/** Reads /play/<engine>?token=…&lang=… as the site's launch call builds it. */
export function readLaunchParams(location: { pathname: string; search: string }): LaunchParams {
  const params = new URLSearchParams(location.search);
  const lang = (params.get('lang') ?? '').toUpperCase();
  const [, first, engine = ''] = location.pathname.split('/');
  return {
    token: params.get('token') || null,
    lang: isPlayLang(lang) ? lang : 'EN',
    engine: first === 'play' ? decodeURIComponent(engine) : '',
    room: params.get('room') ?? '',
  };
}
