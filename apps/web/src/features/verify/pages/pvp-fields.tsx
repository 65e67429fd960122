import { PvpDealError } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A card room hand's seating as typed: the seats dealt in ("0,2,3") and the button's seat. */
export interface PvpSeatingText {
  seats: string;
  button: string;
}

/** The seats dealt in and the button: the deal depends on them as well as on the seed. */
export function PvpFields({
  value,
  onChange,
}: {
  value: PvpSeatingText;
  onChange: (next: PvpSeatingText) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-seats`}>{t('verify_pvp_seats')}</label>
      <input
        id={`${id}-seats`}
        value={value.seats}
        inputMode="numeric"
        spellCheck={false}
        autoComplete="off"
        placeholder="0,2,3"
        onChange={(e) => onChange({ ...value, seats: e.target.value })}
      />
      <label htmlFor={`${id}-button`}>{t('verify_pvp_button')}</label>
      <input
        id={`${id}-button`}
        value={value.button}
        inputMode="numeric"
        autoComplete="off"
        onChange={(e) => onChange({ ...value, button: e.target.value })}
      />
    </>
  );
}

/**
 * Why seating cannot be dealt, in words. The deal's own checks name the reason; anything
 * else the engine refuses gets the general text (no such hand could have been dealt).
 */
export function pvpSeatingError(t: TFunction, error: unknown): string {
  if (!(error instanceof PvpDealError)) return t('verify_pvp_cannot_deal');
  switch (error.code) {
    case 'BAD_SEAT':
      return t('verify_pvp_bad_seat', { min: error.min, max: error.max });
    case 'SEAT_TWICE':
      return t('verify_pvp_seat_twice');
    case 'SEAT_COUNT':
      return t('verify_pvp_seat_count', { min: error.min, max: error.max });
    case 'BUTTON_NOT_DEALT':
      return t('verify_pvp_button_not_dealt');
    default:
      return t('verify_pvp_cannot_deal');
  }
}
