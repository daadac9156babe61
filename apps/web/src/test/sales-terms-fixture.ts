import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import type { getSalesTermsRoute } from '@portal/contracts/payments/payment-routes';

type TSalesTermsAnswer = TRouteResultInput<typeof getSalesTermsRoute>;

/**
 * A new sale's documents as the server answers them (`GET …/sales-terms`): renewed on the 31st,
 * first on 28 February 2026, 2.988 TL a month with KDV; no card on file unless given.
 */
export function salesTermsAnswer(overrides: Partial<TSalesTermsAnswer> = {}): TSalesTermsAnswer {
  return {
    required: true,
    version: '2026.1',
    hash: 'a'.repeat(64),
    pre_information: {
      title: 'ÖN BİLGİLENDİRME FORMU',
      sections: [{ heading: 'Satıcı', paragraphs: ['Unvan: Firmaport Bilişim ve Danışmanlık A.Ş.'] }],
    },
    contract: {
      title: 'MESAFELİ SATIŞ SÖZLEŞMESİ',
      sections: [{ heading: 'Madde 6 – Cayma hakkı', paragraphs: ['14 gün içinde cayma hakkı…'] }],
    },
    renewal: { first_on: '2026-02-28', day_of_month: 31, amount: 298_800 },
    card_on_file: null,
    ...overrides,
  };
}
