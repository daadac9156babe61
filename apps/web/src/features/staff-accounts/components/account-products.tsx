import type { TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { formatKurus } from '@portal/contracts/common/money';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMoment } from '../formatting.ts';

/** What the company has bought: its packet (monthly) and add-ons (one-off, + KDV). */
export function AccountProducts({ products }: { products: readonly TAccountProduct[] }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('products.title')}</h2>
      {products.length === 0 ? (
        <p className="mt-4 text-small text-muted">{t('products.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="text-small font-semibold text-ink">
                  {product.name}{' '}
                  <span className="ms-1 rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">
                    {product.is_main ? t('products.packet') : t('products.addOn')}
                  </span>
                </p>
                <p className="text-xs text-muted">
                  {t('products.purchasedAt', { date: formatMoment(product.purchased_at, language) })}
                </p>
                {product.next_payment_at ? (
                  <p className="text-xs text-muted">
                    {t('products.nextPaymentAt', { date: formatMoment(product.next_payment_at, language) })}
                  </p>
                ) : null}
              </div>
              <p className="text-small font-semibold whitespace-nowrap text-ink">
                {formatKurus(product.price, language)} {t(`products.billing.${product.billing}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
