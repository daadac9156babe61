import {
  DOCUMENT_UPLOAD_DAYS_AFTER_MONTH_END,
  ESTABLISHMENT_WORKING_DAYS,
  MIN_OWNER_SSI_PREMIUM_KURUS,
  OFFICE_LOCATION_COUNT,
} from '@portal/contracts/common/limits';
import * as Accordion from '@radix-ui/react-accordion';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { loadNamespaces } from '../../../lib/i18n.ts';
import type { TKeyOf } from '../../../lib/i18n-keys.ts';

/**
 * The four FAQ tabs of spec section 1, with the facts the spec fixes: founding in at most 3
 * working days and its documents; documents uploaded within a week after month end; card data with
 * the payment provider; cancellation after the month of the last payment; the minimum owner
 * premium of 1.055,36 TL (the `faq` texts format it per language). Radix Tabs and Accordion give
 * the keyboard: arrow keys move between tabs and between questions, Enter or Space opens one.
 */
const TABS = [
  {
    id: 'founding',
    values: {
      days: ESTABLISHMENT_WORKING_DAYS,
      premium: MIN_OWNER_SSI_PREMIUM_KURUS / 100,
      locations: OFFICE_LOCATION_COUNT,
    },
  },
  { id: 'advisor', values: {} },
  { id: 'bookkeeping', values: { days: DOCUMENT_UPLOAD_DAYS_AFTER_MONTH_END } },
  { id: 'subscription', values: {} },
] as const;

function questionIds(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.keys(value) : [];
}

export default function FaqContent() {
  const { t } = useTranslation('faq');
  return (
    <Tabs.Root defaultValue={TABS[0].id}>
      <Tabs.List
        aria-label={t('tabsLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-white p-1.5 ring-1 ring-line sm:inline-flex sm:flex-wrap"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="min-h-11 rounded-lg px-4 text-small font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-400 data-[state=active]:bg-brand-800 data-[state=active]:text-white sm:text-body"
          >
            {t(`tabs.${tab.id}.title`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => {
        const ids = questionIds(t(`tabs.${tab.id}.items`, { returnObjects: true }));
        return (
          <Tabs.Content
            key={tab.id}
            value={tab.id}
            className="mt-6 focus-visible:outline-3 focus-visible:outline-accent-400"
          >
            <Accordion.Root
              type="single"
              collapsible
              defaultValue={ids[0]}
              className="divide-y divide-line rounded-card border border-line bg-white"
            >
              {ids.map((id) => (
                <Accordion.Item key={id} value={id}>
                  <Accordion.Header className="m-0">
                    <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-body font-semibold text-brand-950 hover:bg-surface focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-400 sm:px-6">
                      {t(`tabs.${tab.id}.items.${id}.q` as TKeyOf<'faq'>)}
                      <ChevronDownIcon className="shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="px-5 pb-5 text-body leading-relaxed text-muted sm:px-6">
                    {t(`tabs.${tab.id}.items.${id}.a` as TKeyOf<'faq'>, tab.values)}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

/** @public Called by lib/deferred-module.ts through the lazy import in app/routes/landing.tsx. */
export function prepare(): Promise<unknown> {
  return loadNamespaces(['faq']);
}
