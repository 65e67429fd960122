import { rotateSeed, type ValueOf } from '@gamehall/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { usePlaySession } from '../session/play-session.tsx';

export type Rotation = ValueOf<typeof rotateSeed>;

/** Reveals the server seed in use and starts a new pair with the client seed given. */
export function useRotateSeed(
  options: Omit<UseMutationOptions<Rotation, Error, string>, 'mutationFn'>,
) {
  const { session } = usePlaySession();
  return useMutation({
    ...options,
    mutationFn: (clientSeed: string) =>
      call(rotateSeed, { body: { sessionId: session.sessionId, clientSeed } }),
  });
}
