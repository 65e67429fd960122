import { useIsTrial } from '../../../lib/session-store.ts';
import { KycSection } from './kyc-section.tsx';

/**
 * Where the security centre shows identity verification. A trial account plays demo
 * money and never withdraws (the calls refuse it), so it gets none.
 */
export function KycSlot() {
  return useIsTrial() ? null : <KycSection />;
}
