import type { TStageSession, TStageWithSessions } from '@portal/contracts/network/network-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { stageKeys } from './stage-keys.ts';

/**
 * Puts a session as the server answered it (seats counted again, `is_registered`) into its
 * stage's page at once, so the button shows the new state before the stage is read again.
 */
export function storeSession(queryClient: QueryClient, session: TStageSession): void {
  queryClient.setQueryData<TStageWithSessions>(stageKeys.stage(session.stage_id), (stage) =>
    stage
      ? { ...stage, sessions: stage.sessions.map((item) => (item.id === session.id ? session : item)) }
      : stage,
  );
}
