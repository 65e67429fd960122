import type { getAnnouncements, ValueOf } from '@gamehall/contract';

/** One announcement as the contract delivers it (title, HTML content, ISO date). */
export type Notice = ValueOf<typeof getAnnouncements>['player'][number];
