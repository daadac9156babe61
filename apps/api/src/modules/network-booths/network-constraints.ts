import {
  NETWORK_CONSTRAINT_MESSAGES,
  type TNetworkConstraint,
} from '@portal/contracts/network/network-messages';
import { violatedConstraint } from '../../plugins/db/database-errors.ts';

function isNetworkConstraint(name: string | null): name is TNetworkConstraint {
  return name !== null && Object.hasOwn(NETWORK_CONSTRAINT_MESSAGES, name);
}

/**
 * The network's message for a broken constraint the contracts name (the rule, not a crash), or
 * null for any other failure, which is thrown on as it is.
 */
export function networkConstraintMessage(
  error: unknown,
): (typeof NETWORK_CONSTRAINT_MESSAGES)[TNetworkConstraint] | null {
  const name = violatedConstraint(error);
  return isNetworkConstraint(name) ? NETWORK_CONSTRAINT_MESSAGES[name] : null;
}
