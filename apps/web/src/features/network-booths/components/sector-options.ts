import { NETWORK_SECTORS, type TNetworkSector } from '@portal/contracts/network/network-constants';
import { useTranslation } from 'react-i18next';

/** The sectors as select options, in the contracts' order, named in the page's language. */
export function useSectorOptions(): { value: TNetworkSector; label: string }[] {
  const { t } = useTranslation('networkBooths');
  return NETWORK_SECTORS.map((sector) => ({ value: sector, label: t(`sectors.${sector}`) }));
}
