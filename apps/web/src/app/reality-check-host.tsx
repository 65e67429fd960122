import { type ComponentType, lazy, Suspense } from 'react';
import { TRIAL_ACCOUNT, useSession } from '../lib/session-store.ts';

const Nothing: ComponentType = () => null;

/** Its code arrives after a login, never with the first load (a failed chunk: no checks). */
const RealityCheck = lazy(() =>
  import('../features/protection/reality-check.ts').then(
    (m) => ({ default: m.RealityCheck }),
    () => ({ default: Nothing }),
  ),
);

/** Issue 19: a logged-in player (not a trial account) gets reality checks and the session limit. */
export function RealityCheckHost() {
  const player = useSession((s) => s.token !== null && s.accountType !== TRIAL_ACCOUNT);
  return player ? (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  ) : null;
}
