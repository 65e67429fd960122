/*
 * Flag images of the language selector (lib/i18n `languages`), from flag-icons:
 * one import per flag in use rather than the whole set of 270, and `?no-inline` keeps
 * each SVG a separate file fetched only when shown, so the first-load JS carries just
 * these short URLs. flags.test.ts checks every language has its flag here.
 * Spain's is its civil flag, without the coat of arms: flag-icons' drawing of the arms is
 * 81 KB, shown 20 px wide on every first visit of the Spanish default (issue 20).
 */
import bd from 'flag-icons/flags/4x3/bd.svg?no-inline';
import br from 'flag-icons/flags/4x3/br.svg?no-inline';
import cn from 'flag-icons/flags/4x3/cn.svg?no-inline';
import fr from 'flag-icons/flags/4x3/fr.svg?no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline';
import id from 'flag-icons/flags/4x3/id.svg?no-inline';
import inFlag from 'flag-icons/flags/4x3/in.svg?no-inline';
import ir from 'flag-icons/flags/4x3/ir.svg?no-inline';
import jp from 'flag-icons/flags/4x3/jp.svg?no-inline';
import ke from 'flag-icons/flags/4x3/ke.svg?no-inline';
import kh from 'flag-icons/flags/4x3/kh.svg?no-inline';
import kr from 'flag-icons/flags/4x3/kr.svg?no-inline';
import kz from 'flag-icons/flags/4x3/kz.svg?no-inline';
import la from 'flag-icons/flags/4x3/la.svg?no-inline';
import lk from 'flag-icons/flags/4x3/lk.svg?no-inline';
import mm from 'flag-icons/flags/4x3/mm.svg?no-inline';
import my from 'flag-icons/flags/4x3/my.svg?no-inline';
import np from 'flag-icons/flags/4x3/np.svg?no-inline';
import ph from 'flag-icons/flags/4x3/ph.svg?no-inline';
import pk from 'flag-icons/flags/4x3/pk.svg?no-inline';
import ru from 'flag-icons/flags/4x3/ru.svg?no-inline';
import sa from 'flag-icons/flags/4x3/sa.svg?no-inline';
import th from 'flag-icons/flags/4x3/th.svg?no-inline';
import tr from 'flag-icons/flags/4x3/tr.svg?no-inline';
import tw from 'flag-icons/flags/4x3/tw.svg?no-inline';
import uz from 'flag-icons/flags/4x3/uz.svg?no-inline';
import vn from 'flag-icons/flags/4x3/vn.svg?no-inline';
import es from '../assets/es.svg?no-inline';

const flags: Record<string, string> = {
  bd,
  br,
  cn,
  es,
  fr,
  gb,
  id,
  in: inFlag,
  ir,
  jp,
  ke,
  kh,
  kr,
  kz,
  la,
  lk,
  mm,
  my,
  np,
  ph,
  pk,
  ru,
  sa,
  th,
  tr,
  tw,
  uz,
  vn,
};

export const flagUrl = (country: string): string | undefined => flags[country];
