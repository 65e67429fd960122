import { useIsTrial } from '../../../lib/session-store.ts';
import { ResponsibleGamingSection } from './responsible-gaming-section.tsx';

/**
 * Where the security centre shows responsible gaming. A trial account plays demo money
 * only: it has no limits to set (the calls refuse it), so it gets none.
 */
export function ResponsibleGamingSlot() {
  return useIsTrial() ? null : <ResponsibleGamingSection />;
}
