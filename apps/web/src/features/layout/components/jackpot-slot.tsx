import { lazy, Suspense } from 'react';
import { useAfterMainImage } from '../../../components/ui/index.ts';
import { useFirstScreenPainted } from '../../../lib/first-screen.ts';
import type { JackpotPlace } from './jackpot-ticker.tsx';

/** Its own chunk, as the rewards badge is: nothing of the jackpot is in the first load. */
const JackpotTicker = lazy(() => import('./jackpot-ticker.tsx'));

/**
 * Where the jackpot's figure goes in the header and the side menu. It loads after the
 * page's main image and first paint (decision 025), so its chunk and call never hold the
 * first paint back.
 */
export function JackpotSlot({ place }: { place: JackpotPlace }) {
  const painted = useFirstScreenPainted();
  return (
    useAfterMainImage() &&
    painted && (
      <Suspense fallback={null}>
        <JackpotTicker place={place} />
      </Suspense>
    )
  );
}
