import type { MemberInfo } from '@gamehall/contract';
import { KycSlot } from '../../kyc/index.ts';
import { panelStyles as styles } from '../../panel/index.ts';
import { ResponsibleGamingSlot } from '../../protection/index.ts';
import { AvatarSection } from '../security/avatar-section.tsx';
import { EmailSection } from '../security/email-section.tsx';
import { MobileSection } from '../security/mobile-section.tsx';
import { LoginPasswordSection, PaymentPasswordSection } from '../security/password-sections.tsx';
import { ProfileSection } from '../security/profile-section.tsx';
import { SecurityLogSection } from '../security/security-log-section.tsx';
import { SocialSection } from '../security/social-section.tsx';
import { TotpSection } from '../security/totp-section.tsx';

/** Product §2 member centre, page securityCenter (label in_my_account). */
export function SecurityCenter({ member }: { member: MemberInfo }) {
  return (
    <div className={styles.sections}>
      <ProfileSection member={member} />
      <AvatarSection member={member} />
      <LoginPasswordSection />
      <PaymentPasswordSection member={member} />
      <MobileSection member={member} />
      <EmailSection member={member} />
      <TotpSection member={member} />
      <SocialSection member={member} />
      <KycSlot />
      <ResponsibleGamingSlot />
      <SecurityLogSection />
    </div>
  );
}
