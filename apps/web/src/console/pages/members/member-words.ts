import type { TFunction } from 'i18next';

/** A member's type as the product numbers it: 0 player, 4 trial, 1, 2, 41, 42 agents. */
export const memberTypeText = (t: TFunction, type: number) =>
  type === 0
    ? t('cs_member_type_player')
    : type === 4
      ? t('cs_member_type_trial')
      : t('cs_member_type_agent', { type });

/** 0 is active; any other status is locked. */
export const memberStatusText = (t: TFunction, status: number) =>
  status === 0 ? t('cs_member_active') : t('cs_member_locked');
