import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML (it then reads the server
 * snapshot), false in every render after: a part can tell "keep the prerendered HTML" apart from
 * "draw it on the client".
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
