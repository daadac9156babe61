import { DEFAULT_LANGUAGE } from '@portal/contracts/common/languages';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { routeForPath } from '../config/paths.ts';
import { languageOfPath } from '../lib/language.ts';
import { checkSessionOnRouteChange, isSigningOut } from '../lib/session/session-rules.ts';
import { loginPath } from '../lib/session/signed-in-home.ts';

/**
 * Runs the session's route-change rule (spec section 4) before every page, the first one
 * included: an expired token is cleared and the person goes to login (back to a protected page
 * afterwards); a token close to its expiry is refreshed before the page's own calls go out.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs) {
  if (isSigningOut()) return null;
  const decision = await checkSessionOnRouteChange();
  if (decision !== 'expired') return null;
  const url = new URL(request.url);
  const route = routeForPath(url.pathname);
  // A guest page (login itself, register, the reset form of a mail's link) is where a signed-out
  // person may stay: sending them to login would lose the link they just opened.
  if (route?.requires === 'guest') return null;
  const language = languageOfPath(url.pathname) ?? DEFAULT_LANGUAGE;
  return redirect(
    loginPath(language, route?.requires === 'auth' ? `${url.pathname}${url.search}` : undefined),
  );
}

/** Every navigation is a route change, even between children of the same layout. */
export function revalidateOnEveryNavigation(): boolean {
  return true;
}
