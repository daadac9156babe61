import { productLineOf } from '@portal/contracts/product-lines/registry';
import { useTranslation } from 'react-i18next';

/** A product line's name (its descriptor's key: accountant, office, network); its number for a line the web does not know. */
export function useLineName(): (type: number) => string {
  const { t } = useTranslation('companyProfile');
  return (type) => {
    const productLine = productLineOf(type);
    return productLine ? t(`lines.${productLine.key}`) : t('lines.other', { type });
  };
}
