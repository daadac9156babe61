import { useMatches } from 'react-router';
import type { RouteDefinition } from '../config/paths.ts';

/** What every page route carries in its `handle`: its row of the route table. */
export type RouteHandle = { route: RouteDefinition };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route table row of the deepest matched page, or null while nothing matched. */
export function useCurrentRoute(): RouteDefinition | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}
