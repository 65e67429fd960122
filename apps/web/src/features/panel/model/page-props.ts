import type { MemberInfo } from '@gamehall/contract';

/** What the member centre gives each page it shows: the logged-in member. */
export interface MemberPageProps {
  member: MemberInfo;
}
