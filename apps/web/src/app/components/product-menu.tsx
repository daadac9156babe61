import { type TMenu, type TMenuRouteId, visibleMenu } from '@portal/contracts/navigation/menus';
import { productLineOf } from '@portal/contracts/product-lines/registry';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OverflowList, type TOverflowEntry } from '../../components/ui/overflow-list.tsx';
import { pathTo } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';
import { useCurrentRoute } from '../route-handle.ts';

/**
 * The active product line's menu (storage 'type') for the signed-in person, from the one rule
 * in the contracts (navigation/menus.ts): their stored permissions and role, and whether the
 * selected company holds products. Re-computed whenever any of them changes.
 */
function useProductMenu(): TMenu | null {
  const token = useStoredValue('token');
  const permissions = useStoredValue('permissions');
  const role = useStoredValue('role_name');
  const account = useStoredValue('account');
  const productType = useStoredValue('type');
  if (!token || !productType) return null;
  // "Buy package" leaves each line's menu once that line holds products (spec section 4): the
  // session's field its wizard names; any product for the home and a line without a wizard.
  const purchasedFlag = productLineOf(productType)?.wizard?.purchasedFlag ?? 'has_products';
  return visibleMenu({
    permissions: permissions ?? [],
    role,
    hasPurchasedProducts: account?.[purchasedFlag] ?? false,
    productType,
  });
}

/** A wizard's steps share their menu entry: `applicationForm:packets` is still "buy package". */
function isCurrent(entryRoute: TMenuRouteId, currentRoute: string | undefined): boolean {
  if (!currentRoute) return false;
  if (entryRoute === currentRoute) return true;
  const [entryGroup, entryStep] = entryRoute.split(':');
  const [currentGroup, currentStep] = currentRoute.split(':');
  return entryStep !== undefined && currentStep !== undefined && entryGroup === currentGroup;
}

/**
 * The menu of spec section 2 under the top bar: a horizontal strip on wide screens ('bar'), whose
 * entries beyond its width go into a "More" menu at its end, and a list inside the phone panel
 * ('panel'). Nothing shows without entries.
 */
export function ProductMenu({ variant }: { variant: 'bar' | 'panel' }) {
  const { t } = useTranslation('nav');
  const language = useLanguage();
  const menu = useProductMenu();
  const currentRoute = useCurrentRoute()?.id;
  if (!menu || menu.entries.length === 0) return null;

  if (variant === 'panel') {
    return (
      <nav aria-label={t(`menus.${menu.id}`)} className="border-t border-white/10 pt-4">
        <ul className="grid gap-1">
          {menu.entries.map((entry) => {
            const current = isCurrent(entry.routeId, currentRoute);
            return (
              <li key={entry.id}>
                <Link
                  // Typed by the route table: a menu route id that is unknown or takes a parameter fails to compile.
                  to={pathTo(language, entry.routeId)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block min-h-11 rounded-lg px-3 py-2.5 font-semibold no-underline',
                    current ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white',
                  )}
                >
                  {t(entry.labelKey as TKeyOf<'nav'>)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }
  // The strip under the bar: the entries that fit its width, the rest under "More" at its end.
  const entries: TOverflowEntry[] = menu.entries.map((entry) => ({
    key: entry.id,
    label: t(entry.labelKey as TKeyOf<'nav'>),
    to: pathTo(language, entry.routeId),
    current: isCurrent(entry.routeId, currentRoute),
  }));
  return (
    <nav aria-label={t(`menus.${menu.id}`)} className="hidden border-t border-white/10 bg-brand-800 xl:block">
      <div className="mx-auto max-w-7xl px-4 py-1.5 sm:px-6">
        <OverflowList
          entries={entries}
          moreLabel={t('more')}
          menuAlign="end"
          gapClassName="gap-1"
          entryClassName="inline-flex min-h-9 items-center rounded-md px-3 text-small font-semibold whitespace-nowrap"
          toneClassName={(current) =>
            current ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
          }
        />
      </div>
    </nav>
  );
}
