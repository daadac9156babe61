import type { TAccountInformation, TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { displayInformationValue, INFORMATION_GROUPS } from './information-groups.ts';

/** The application's answers, grouped as the wizard asked them; '—' where nothing was given. */
const TRANSLATED_VALUE_KEYS: ReadonlySet<string> = new Set([
  'packet_type',
  'address_option',
  'rental_period',
  'currency',
]);

export function AccountInformations({
  informations,
  products,
}: {
  informations: readonly TAccountInformation[];
  products: readonly TAccountProduct[];
}) {
  const { t } = useTranslation('staff');
  const values = new Map(informations.map(({ key, value }) => [key, value]));
  const productNames = new Map(products.map((product) => [String(product.id), product.name]));
  // Choices the wizard saves as codes read as words; add-on ids as the names of what was bought.
  const describe = (key: string, value: string | undefined) => {
    if (value && TRANSLATED_VALUE_KEYS.has(key)) {
      return t(`information.values.${key}.${value}`, { defaultValue: value });
    }
    if (value && key === 'additional_services') {
      return value
        .split(',')
        .map((id) => productNames.get(id.trim()) ?? id)
        .join(', ');
    }
    return displayInformationValue(value);
  };
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('information.title')}</h2>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        {INFORMATION_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`information-${group.id}`}>
            <h3 id={`information-${group.id}`} className="text-body font-bold text-ink">
              {t(`information.groups.${group.id}`)}
            </h3>
            <dl className="mt-3 divide-y divide-line rounded-xl border border-line">
              {group.keys.map((key) => (
                <div
                  key={key}
                  className="grid gap-1 px-4 py-2.5 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] sm:gap-3"
                >
                  <dt className="text-small text-muted">{t(`information.keys.${key}`)}</dt>
                  <dd className="text-small font-medium break-words text-ink">
                    {describe(key, values.get(key))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Card>
  );
}
