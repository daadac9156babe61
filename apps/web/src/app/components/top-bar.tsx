import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { PRODUCT_LINE_DESCRIPTORS } from '@portal/contracts/product-lines/registry';
import { PRODUCT_TYPES, type TProductType } from '@portal/contracts/products/product-types';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CalendarIcon, CloseIcon, MenuIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { OverflowList, type TOverflowEntry } from '../../components/ui/overflow-list.tsx';
import { DEMO_QUERY_PARAM } from '../../config/landing-sections.ts';
import { type ParamlessRouteId, pathTo } from '../../config/paths.ts';
import { requestCompanyName } from '../../domains/accounts/company-name-request.ts';
import { useSessionView } from '../../domains/session/session-view.ts';
import { UnreadMessagesLink } from '../../features/company-messages/components/unread-messages-link.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { UnreadCallsLink } from '../../features/office-calls/components/unread-calls-link.tsx';
import { cn } from '../../lib/cn.ts';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { storage } from '../../lib/storage.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { HEADER_HEIGHT_PROPERTY, usePublishedHeight } from '../../lib/use-published-height.ts';
import { useStoredValue } from '../../lib/use-stored-value.ts';
import { CompanySelector } from './company-selector.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProductMenu } from './product-menu.tsx';
import { UserAvatar, UserMenu, useLogout, useUserMenuEntries } from './user-menu.tsx';

type ProductEntry = {
  type: TProductType;
  labelKey: string;
  route: ParamlessRouteId;
  permission?: string;
  /** Shown to everyone signed in, without a permission (the network, spec section 2). */
  signedIn?: true;
};

/**
 * The top bar of the app pages (spec section 2): Home, the product lines (contracts'
 * product-lines: the office only with 'show calls', the Endless network to anyone signed in), the
 * demo link, the company selector ('show accounts') and the new-company button ('store
 * accounts'), the language selector and the user menu. Choosing
 * a product stores it as the active type and opens that product's landing route, whose menu
 * (product-menu.tsx) shows under the bar, or inside the panel on phones.
 */
export function TopBar() {
  const { t } = useTranslation('nav');
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSessionView();
  const activeType = useStoredValue('type');
  const menu = useDisclosure();
  const userEntries = useUserMenuEntries();
  const logout = useLogout();
  // The bar with the product menu under it: notifications show below it (components/ui/toaster.tsx).
  const header = useRef<HTMLElement>(null);
  usePublishedHeight(header, HEADER_HEIGHT_PROPERTY);

  const home: ParamlessRouteId = session.isStaff ? 'advisorDashboard' : 'customerHome';
  // Home, then each product line as its descriptor's menu says (where it opens, who sees it).
  const products: ProductEntry[] = [
    { type: PRODUCT_TYPES.dashboard, labelKey: 'home', route: home },
    ...PRODUCT_LINE_DESCRIPTORS.map(
      ({ id, nameKey, menu }): ProductEntry => ({
        type: id,
        labelKey: nameKey,
        route: menu.opens === 'home' ? home : menu.opens,
        ...(menu.permission ? { permission: menu.permission } : {}),
        ...(menu.signedInOnly ? { signedIn: true } : {}),
      }),
    ),
  ];
  const visibleProducts = products.filter(
    (entry) => (!entry.permission || session.can(entry.permission)) && (!entry.signedIn || session.signedIn),
  );
  // "New company" and the demo link are a customer's. Staff choose among the companies they serve
  // (an advisor's); one who serves none (an admin) reaches companies through the lists instead of a
  // selector reading "you have no company yet".
  const customer = !session.isStaff;
  const servedCompanies = useStoredValue('accounts') ?? [];
  const canSelectCompany = session.can(PERMISSIONS.showAccounts) && (customer || servedCompanies.length > 0);
  const canAddCompany = customer && session.can(PERMISSIONS.storeAccounts);
  // The landing page opens its demo booking form for `?demo=1`, so this works from any page.
  const demoLink = { pathname: pathTo(language, 'landing'), search: `?${DEMO_QUERY_PARAM}=1` };

  const chooseProduct = (entry: ProductEntry) => {
    storage.set('type', entry.type);
    // Spec section 4: an admin choosing the dashboard product stays on the page they are on.
    if (session.isAdmin && entry.type === PRODUCT_TYPES.dashboard) return;
    navigate(pathTo(language, entry.route));
  };

  // The panel's list (phones and tablets): every product, then the demo link.
  const productButtons = visibleProducts.map((entry) => {
    const active = activeType === entry.type;
    return (
      <li key={entry.type}>
        <button
          type="button"
          onClick={() => chooseProduct(entry)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'block min-h-11 w-full rounded-lg px-3 text-start font-semibold whitespace-nowrap',
            active ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white',
          )}
        >
          {t(entry.labelKey as TKeyOf<'nav'>)}
        </button>
      </li>
    );
  });

  // The bar's row (wide screens): what does not fit goes into "More". The demo link is a secondary
  // entry, so the bar shows it as its icon (named for screen readers, with a tooltip): its words
  // went before a product line did.
  const barEntries: TOverflowEntry[] = [
    ...visibleProducts.map(
      (entry): TOverflowEntry => ({
        key: `product-${entry.type}`,
        label: t(entry.labelKey as TKeyOf<'nav'>),
        current: activeType === entry.type,
        onSelect: () => chooseProduct(entry),
      }),
    ),
    ...(customer
      ? [
          {
            key: 'demo',
            label: t('demo'),
            to: demoLink,
            icon: <CalendarIcon width={18} height={18} className="shrink-0" />,
            barLabelClassName: 'sr-only',
          },
        ]
      : []),
  ];

  // In the bar the button is its "+" alone (its name stays for screen readers and as a tooltip):
  // the bar is no wider than the page (max-w-7xl) on any screen, and its room goes to the product
  // lines, which otherwise fell into "More" at 1280 px.
  const newCompanyButton = (compact: boolean) =>
    canAddCompany ? (
      <button
        type="button"
        onClick={requestCompanyName}
        title={compact ? t('newCompany') : undefined}
        className={buttonClasses({ variant: 'accent', size: 'sm' })}
      >
        <PlusIcon width={16} height={16} aria-hidden="true" />
        <span className={compact ? 'sr-only' : undefined}>{t('newCompany')}</span>
      </button>
    ) : null;

  return (
    <header ref={header} className="sticky top-0 z-40 bg-brand-900 text-white shadow-md">
      {/* Tight gaps and entries: at 1280 px (and wider: the bar keeps the page's max-w-7xl) the
          row has 596 px beside three unread counts, a 12rem company selector, "+", the languages
          and the account picture; Home, the three product lines and the demo icon take 563 px in
          English, 516 px in Turkish, in the wide DejaVu Sans. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={pathTo(language, home)}
          className="shrink-0 rounded-md no-underline"
          aria-label={t('homeLink')}
        >
          {/* The name where there is room: not beside the bar's icons on a narrow phone, nor
              beside the product row (the bar is no wider at 1920 px than at 1280 px). */}
          <Logo inverted nameClassName="hidden min-[420px]:inline xl:hidden" />
        </Link>
        <nav aria-label={t('mainNavigation')} className="ms-2 hidden min-w-0 flex-1 xl:block">
          <OverflowList
            entries={barEntries}
            moreLabel={t('more')}
            gapClassName="gap-1"
            entryClassName="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 text-small font-semibold whitespace-nowrap"
            toneClassName={(current) =>
              current ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
            }
          />
        </nav>
        {/* On every width: the unread messages of the advisor's conversations, the selected
            company's unread calls and the bell (they fetch, so they bring the shared query client
            along; the app layout has the same one). */}
        <div className="ms-auto flex shrink-0 items-center gap-1">
          {session.signedIn ? (
            <QueryProvider>
              <UnreadMessagesLink />
              <UnreadCallsLink />
              <NotificationBell />
            </QueryProvider>
          ) : null}
        </div>
        <div className="hidden shrink-0 items-center gap-2 xl:flex">
          {canSelectCompany ? <CompanySelector /> : null}
          {newCompanyButton(true)}
          <LanguageSwitcher tone="dark" />
          {session.signedIn ? (
            <UserMenu />
          ) : (
            <Link to={pathTo(language, 'login')} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
              {t('login')}
            </Link>
          )}
        </div>
        <button
          ref={menu.buttonRef}
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10 xl:hidden"
          aria-label={menu.open ? t('closeMenu') : t('openMenu')}
          {...menu.buttonProps}
        >
          {menu.open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <ProductMenu variant="bar" />

      <div
        ref={menu.panelRef}
        {...menu.panelProps}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-white/10 bg-brand-900 shadow-card xl:hidden"
      >
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
          <nav aria-label={t('mainNavigation')}>
            <ul className="grid gap-1">
              {productButtons}
              {customer ? (
                <li>
                  <Link
                    to={demoLink}
                    className="block min-h-11 rounded-lg px-3 py-2.5 font-semibold text-brand-100 no-underline hover:bg-white/10 hover:text-white"
                  >
                    {t('demo')}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
          <ProductMenu variant="panel" />
          {canSelectCompany || canAddCompany ? (
            <div className="flex flex-wrap items-center gap-3 border-t border-white/10 pt-4">
              {canSelectCompany ? <CompanySelector /> : null}
              {newCompanyButton(false)}
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-3 border-t border-white/10 pt-4">
            <LanguageSwitcher tone="dark" />
            {session.signedIn ? null : (
              <Link
                to={pathTo(language, 'login')}
                className={buttonClasses({ variant: 'accent', size: 'md' })}
              >
                {t('login')}
              </Link>
            )}
          </div>
          {session.signedIn ? (
            <nav aria-label={t('userMenu.open')} className="border-t border-white/10 pt-4">
              <p className="flex items-center gap-2 px-3 pb-2 text-small text-brand-200">
                <UserAvatar />
                {session.user?.name}
              </p>
              <ul className="grid gap-1">
                {userEntries.map((entry) => (
                  <li key={entry.id}>
                    <Link
                      to={pathTo(language, entry.id)}
                      className="block min-h-11 rounded-lg px-3 py-2.5 font-semibold text-brand-100 no-underline hover:bg-white/10 hover:text-white"
                    >
                      {t(entry.labelKey as TKeyOf<'nav'>)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={logout}
                    className="block min-h-11 w-full rounded-lg px-3 text-start font-semibold text-accent-300 hover:bg-white/10"
                  >
                    {t('userMenu.logout')}
                  </button>
                </li>
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </header>
  );
}
