import { DEFAULT_LANGUAGE } from '@portal/contracts/common/languages';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { routeForPath } from '../config/paths.ts';
import {
  checkSessionOnRouteChange,
  isSigningOut,
  type RouteChangeDecision,
} from '../domains/session/session-rules.ts';
import { loginPath } from '../domains/session/signed-in-home.ts';
import { rememberChosenPacket } from '../domains/wizard/chosen-packet.ts';
import { languageOfPath } from '../lib/language.ts';

let checking = 0;
let pendingRedirect: string | null = null;

/**
 * True while the route-change rule runs, and after it cleared an expired session until React shows
 * the login page it redirected to. Clearing the session re-renders the guard at once, and React may
 * still show the page being left (the router's updates are transitions): that render must not send
 * the person to login with the old page as the way back instead of the new one.
 */
export function routeChangeOwnsNavigation(): boolean {
  return checking > 0 || pendingRedirect !== null;
}

/** Called by the guard with each page React shows: reaching the redirect's target ends the wait. */
export function routeChangeReached(path: string): void {
  if (path === pendingRedirect) pendingRedirect = null;
}

/**
 * Runs the session's route-change rule (spec section 4) before every page, the first one
 * included: an expired token is cleared and the person goes to login (back to a protected page
 * afterwards); a token close to its expiry is refreshed before the page's own calls go out.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs) {
  if (isSigningOut()) return null;
  const url = new URL(request.url);
  // A packet chosen on the landing page is carried through sign-up to the wizard (issue 36).
  rememberChosenPacket(url);
  // Any navigation but the redirect itself supersedes it.
  if (pendingRedirect !== `${url.pathname}${url.search}`) pendingRedirect = null;
  let decision: RouteChangeDecision;
  checking += 1;
  try {
    decision = await checkSessionOnRouteChange();
  } finally {
    checking -= 1;
  }
  if (decision !== 'expired') return null;
  const route = routeForPath(url.pathname);
  // A guest page (login itself, register, the reset form of a mail's link) is where a signed-out
  // person may stay: sending them to login would lose the link they just opened.
  if (route?.requires === 'guest') return null;
  const language = languageOfPath(url.pathname) ?? DEFAULT_LANGUAGE;
  pendingRedirect = loginPath(
    language,
    route?.requires === 'auth' ? `${url.pathname}${url.search}` : undefined,
  );
  return redirect(pendingRedirect);
}

/** Every navigation is a route change, even between children of the same layout. */
export function revalidateOnEveryNavigation(): boolean {
  return true;
}
