import type { TAccountInformation, TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import { countryName } from '@portal/contracts/people/countries';
import { toLocalPhone } from '@portal/contracts/people/phone';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOfficeLocations } from '../api/get-office-locations.ts';
import { formatDay } from '../formatting.ts';
import { displayInformationValue, INFORMATION_GROUPS } from './information-groups.ts';

/** The application's answers, grouped as the wizard asked them; '—' where nothing was given. */
const TRANSLATED_VALUE_KEYS: ReadonlySet<string> = new Set([
  'identityType',
  'packet_type',
  'address_option',
  'rental_period',
  'currency',
]);

const COUNTRY_KEYS: ReadonlySet<string> = new Set(['nationality', 'birthCountry']);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AccountInformations({
  informations,
  products,
}: {
  informations: readonly TAccountInformation[];
  products: readonly TAccountProduct[];
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const offices = useOfficeLocations();
  const values = new Map(informations.map(({ key, value }) => [key, value]));
  const productNames = new Map(products.map((product) => [String(product.id), product.name]));
  // Choices the wizard saves as codes read as words; add-on ids as the names of what was bought.
  const describe = (key: string, value: string | undefined) => {
    if (value && TRANSLATED_VALUE_KEYS.has(key)) {
      return t(`information.values.${key}.${value}`, { defaultValue: value });
    }
    // Countries are saved as ISO codes (issue 36): shown by name in the reader's language.
    if (value && COUNTRY_KEYS.has(key)) return countryName(value, language);
    if (value && key === 'phone') return toLocalPhone(value);
    // A date as the reader writes it (issue 36: `1990-05-17` showed through).
    if (value && key === 'birthDate' && ISO_DATE.test(value)) {
      return formatDay(value, language);
    }
    // The office by its name, not the slug the wizard keeps (`istanbul-kadikoy`).
    if (value && key === 'virtual_office_selection') {
      const office = offices.data?.find((location) => location.slug === value);
      if (office) return t('information.officeName', { name: office.name, city: office.city });
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
