import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { useTranslation } from 'react-i18next';

/** A product line's name (1 accountant, 2 office, 7 network); its number for a line the web does not know. */
export function useLineName(): (type: number) => string {
  const { t } = useTranslation('companyProfile');
  return (type) => {
    if (type === PRODUCT_TYPES.accountant) return t('lines.accountant');
    if (type === PRODUCT_TYPES.office) return t('lines.office');
    if (type === PRODUCT_TYPES.network) return t('lines.network');
    return t('lines.other', { type });
  };
}
