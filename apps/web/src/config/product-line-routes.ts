import type { TWizardProductLine } from '@portal/contracts/product-lines/registry';
import { type ParamlessRouteId, ROUTES } from './paths.ts';

/**
 * The web pages a product line's descriptor names by route id (contracts' product-lines/). The
 * menus', add-ons' and top bar's ids are checked by the compiler; a wizard step's is made from
 * the line's `routeGroup` and the step's slug, as the route table makes it, and checked here.
 */

function isParamlessRouteId(id: string): id is ParamlessRouteId {
  return ROUTES.some((route) => route.id === id && !route.path.includes(':'));
}

/** The page of one step of a line's wizard: `<routeGroup>:<slug>`. */
export function wizardStepRoute(line: TWizardProductLine, slug: string): ParamlessRouteId {
  const id = `${line.wizard.routeGroup}:${slug}`;
  if (!isParamlessRouteId(id)) throw new Error(`The ${line.key} wizard has no page ${id}`);
  return id;
}
