import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { DEFAULT_PRODUCT_LINE, type TKnownProductLine } from '@portal/contracts/product-lines/registry';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon, ToolsIcon } from '../../../components/ui/icons.tsx';
import { usePrice } from '../../../components/ui/price.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useProduct } from '../../../domains/payments/get-product.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ContactMeButton } from '../components/contact-me-button.tsx';
import { chosenQuery, heldPacket, useChosenAddOnIds } from '../held-packet.ts';

/**
 * `/app/additional-services`: the one-off add-ons of the company's accountant packet, each '+ KDV';
 * the chosen ones travel in the URL to `/app/additional-payment`, which pays them in one charge.
 * The office line's page is the same with its own packet (office-additional-services-page.tsx).
 */
export default function AdditionalServicesPage() {
  return <AdditionalServices productLine={ACCOUNTANT_LINE} />;
}

/** `packetTerms`: what the held packet includes and costs beyond it, where the line has such terms (office). */
type TPacketTerms = (packetId: number) => ReactNode;

export function AdditionalServices({
  productLine,
  packetTerms,
}: {
  productLine: TKnownProductLine;
  packetTerms?: TPacketTerms;
}) {
  const { t } = useTranslation(['payments', 'pages']);
  const { selected, ...account } = useSelectedAccount();
  return (
    <div className="space-y-6">
      <h1 className="text-h2 font-bold text-brand-950">{t(productLine.addOns.servicesTitleKey)}</h1>
      {selected ? (
        <QueryState query={account} errorTitle={t('addOns.loadFailed')}>
          {(detail) => <Services account={detail} productLine={productLine} packetTerms={packetTerms} />}
        </QueryState>
      ) : (
        <EmptyState>{t('addOns.noCompany')}</EmptyState>
      )}
    </div>
  );
}

/** The packet page reads the line of a packet that is not the first line's from `?type=` (packet-page.tsx). */
function packetTypeQuery(productLine: TKnownProductLine): string {
  return productLine === DEFAULT_PRODUCT_LINE ? '' : `?type=${productLine.id}`;
}

function NoPacket({ productLine }: { productLine: TKnownProductLine }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <EmptyState icon={<ToolsIcon className="size-7" />}>
      {t('addOns.noPacket')}{' '}
      <Link to={pathTo(language, productLine.addOns.buyRoute)} className="font-semibold">
        {t('addOns.buyPacket')}
      </Link>
    </EmptyState>
  );
}

function Services({
  account,
  productLine,
  packetTerms,
}: {
  account: TAccountDetail;
  productLine: TKnownProductLine;
  packetTerms: TPacketTerms | undefined;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const price = usePrice();
  const packet = heldPacket(account.products, productLine.id);
  const product = useProduct(productLine.id, packet?.id ?? null);
  const [chosenInUrl, keepInUrl] = useChosenAddOnIds();
  // The boxes answer at once; the address follows (so the choice survives a reload or a link).
  const [chosen, setChosen] = useState(chosenInUrl);
  const listId = useId();
  if (!packet) return <NoPacket productLine={productLine} />;

  const toggle = (id: number) => {
    const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];
    setChosen(next);
    keepInUrl(next);
  };

  return (
    <div className="space-y-6">
      <p className="text-body text-muted">
        {t('addOns.lead', { company: account.name })}{' '}
        <Link
          to={`${pathTo(language, 'packetDetail', { id: packet.id })}${packetTypeQuery(productLine)}`}
          className="font-semibold"
        >
          {t('addOns.packetLink', { packet: packet.name })}
        </Link>
      </p>
      {packetTerms?.(packet.id)}
      <QueryState query={product} errorTitle={t('addOns.loadFailed')}>
        {(loaded) => {
          const addOns = loaded.childrens.filter((addOn) => addOn.billing === 'one_off');
          if (addOns.length === 0) return <EmptyState>{t('addOns.empty')}</EmptyState>;
          const picked = chosen.filter((id) => addOns.some((addOn) => addOn.id === id));
          return (
            <>
              <ul id={listId} className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {addOns.map((addOn) => {
                  const checked = picked.includes(addOn.id);
                  const inputId = `${listId}-${addOn.id}`;
                  return (
                    <li key={addOn.id}>
                      <Card className={checked ? 'h-full border-brand-700 ring-2 ring-brand-700' : 'h-full'}>
                        <div className="flex items-start gap-3">
                          <input
                            id={inputId}
                            type="checkbox"
                            className="mt-1 size-5 shrink-0 accent-brand-700"
                            checked={checked}
                            onChange={() => toggle(addOn.id)}
                          />
                          <div className="min-w-0 flex-1">
                            <label htmlFor={inputId} className="font-semibold break-words text-ink">
                              {addOn.name}
                            </label>
                            {addOn.description ? (
                              <p className="mt-1 text-small text-muted">{addOn.description}</p>
                            ) : null}
                            <p className="mt-2 font-semibold text-brand-950">
                              {price.text(addOn.price, addOn.billing, { once: true })}
                            </p>
                            <div className="mt-2">
                              <ContactMeButton
                                accountId={account.id}
                                type={productLine.id}
                                productId={addOn.id}
                                label={t('addOns.contact')}
                              />
                            </div>
                          </div>
                        </div>
                      </Card>
                    </li>
                  );
                })}
              </ul>
              <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm">
                <p className="text-small font-semibold text-ink" aria-live="polite">
                  {t('addOns.chosen', { count: picked.length })}
                </p>
                {picked.length > 0 ? (
                  <LinkButton
                    to={`${pathTo(language, productLine.addOns.paymentRoute)}${chosenQuery(picked)}`}
                    icon={<ArrowRightIcon className="size-4" />}
                  >
                    {t('addOns.continue')}
                  </LinkButton>
                ) : null}
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
