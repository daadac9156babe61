import { describe, expect, it } from 'vitest';
import { receiptDraft } from './receipt-draft.ts';
import { kdvInside, readReceiptText } from './receipt-text.ts';

// Texts as tesseract gave them for the test set's photos: "%" read as "96", "4", "&", "«",
// "KDV" as "KOV", a "0" as "6".
const MARKET = `YILDIZ GIDA MARKET LTD. ŞTİ.
ATATÜRK CAD. NO:12
KADIKÖY / İSTANBUL
KADIKÖY V.D. VKN: 9473215600
TARİH : 12.03.2024       SAAT : 14:35
FİŞ NO : 0047
EKMEK               &1       *12,50
SÜT 1LT            &1       *34,90
ÇAY 500 GR           410      *129,75
DETERJAN            420      *189,00
TOPKDV                       *43,77
TOPLAM                      *366,15
KDV 20                         *31,50
KOV «10                         *11,80
KDV &1                           *0,47
NAKİT                       *366,15
Z NO : 0231           EKÜ NO : 6001
MF AB 20034571`;

const RESTAURANT = `BOĞAZ BALIK RESTORAN LTD. $Tİ.
SARIYER V.D. VKN: 1904736284
TARİH : 31.05.2024       SAAT : 14:35
LEVREK IZGARA        *10      *646,66
MEZE TABAĞI          *10      *280,60
TOPKDV                      *90,91
TOPLAM                   *1.000,60
KDV &10                         *90,91
KREDİ KARTI                *1.000,00`;

describe('reading a receipt’s OCR text', () => {
  it('reads the date, the VKN, the total and the KDV of each rate through the OCR’s noise', () => {
    expect(readReceiptText(MARKET)).toEqual({
      date: '2024-03-12',
      sellerName: 'YILDIZ GIDA MARKET LTD. ŞTİ.',
      sellerTaxNumber: '9473215600',
      total: 36_615,
      kdvByRate: [
        { kdv_rate: 20, kdv_amount: 3_150 },
        { kdv_rate: 10, kdv_amount: 1_180 },
        { kdv_rate: 1, kdv_amount: 47 },
      ],
      itemsByRate: [
        { kdv_rate: 20, gross_amount: 18_900 },
        { kdv_rate: 10, gross_amount: 12_975 },
        { kdv_rate: 1, gross_amount: 4_740 },
      ],
    });
  });

  it('takes the payment line’s total when TOPLAM was misread and the KDV agrees with it', () => {
    const fields = readReceiptText(RESTAURANT);
    expect(fields.total).toBe(100_000);
    expect(fields.sellerName).toBe('BOĞAZ BALIK RESTORAN LTD. ŞTİ.');
    expect(fields.kdvByRate).toEqual([{ kdv_rate: 10, kdv_amount: 9_091 }]);
  });

  it('reads Turkish amounts with thousands, a star, spaces and letters read for digits', () => {
    const amounts = [
      'TOPLAM *1.234,56',
      'TOPLAM 1234,56',
      'TOPLAM * 1.234, 56',
      'TOPLAM *1.234.56',
      'TOPLAM *1.234,S6',
    ];
    for (const line of amounts) expect(readReceiptText(line).total, line).toBe(123_456);
    expect(readReceiptText('GENEL TOPLAM 12.345.678,90 TL').total).toBe(1_234_567_890);
    // A time or a quantity is no amount: two decimals are.
    expect(readReceiptText('TOPLAM 14:35').total).toBeNull();
  });

  it('reads the rate out of what OCR makes of "%"', () => {
    const kdv = (line: string) => readReceiptText(`${line} *10,00\nTOPLAM *1.100,00`).kdvByRate[0]?.kdv_rate;
    expect(kdv('KDV %20')).toBe(20);
    expect(kdv('KDV 9620')).toBe(20);
    expect(kdv('KDV 9610')).toBe(10);
    expect(kdv('KDV 968')).toBe(8);
    expect(kdv('KDV 9618')).toBe(18);
    expect(kdv('KOV &1')).toBe(1);
    expect(kdv('K0V *20')).toBe(20);
    expect(kdv('HESAPLANAN KDV (%20)')).toBe(20);
    expect(kdv('KDV %7')).toBeUndefined();
  });

  it('reads dates with dots, slashes or dashes, and mends one digit OCR confused', () => {
    expect(readReceiptText('TARİH : 05/11/2024').date).toBe('2024-11-05');
    expect(readReceiptText('TARIH: 5-1-2025 SAAT 10:02').date).toBe('2025-01-05');
    expect(readReceiptText('TARİH : 69.02.2025').date).toBe('2025-02-09');
    expect(readReceiptText('TARİH : 31.02.2025').date).toBeNull();
  });

  it('proposes only a VKN or TCKN whose checksum holds, on a line naming a tax office or number', () => {
    expect(readReceiptText('ULUDAĞ V.D. TCKN: 28461905320').sellerTaxNumber).toBe('28461905320');
    expect(readReceiptText('KAVAKLIDERE V.D.\n7360159420').sellerTaxNumber).toBe('7360159420');
    expect(readReceiptText('VKN: 736O159420').sellerTaxNumber).toBe('7360159420');
    // One digit misread: the checksum fails, nothing is proposed.
    expect(readReceiptText('KADIKÖY V.D. VKN: 9473215606').sellerTaxNumber).toBeNull();
    // A number elsewhere on the receipt (the till's serial) is not the seller's.
    expect(readReceiptText('MF AB 9473215600').sellerTaxNumber).toBeNull();
  });

  it('drops a KDV line whose amount the total could not hold at its rate', () => {
    const fields = readReceiptText('KDV %20 *491,50\nKDV %10 *181,80\nTOPLAM *2.548,80');
    expect(fields.kdvByRate).toEqual([{ kdv_rate: 10, kdv_amount: 18_180 }]);
  });

  it('gives TOPKDV the items’ rate on a receipt of one rate that lists no KDV line', () => {
    const fields = readReceiptText('KAHVE 9610 *95,00\nSU %10 *20,00\nTOPKDV *10,45\nTOPLAM *115,00');
    expect(fields.kdvByRate).toEqual([{ kdv_rate: 10, kdv_amount: 1_045 }]);
  });
});

describe('the draft of a receipt', () => {
  it('proposes one paid expense per rate, net = gross − KDV, with the rule’s KDV', () => {
    const draft = receiptDraft(readReceiptText(MARKET));
    expect(
      draft.entries.map(({ kdv_rate, net_amount, kdv_amount, gross_amount }) => [
        kdv_rate,
        net_amount,
        kdv_amount,
        gross_amount,
      ]),
    ).toEqual([
      [20, 15_750, 3_150, 18_900],
      [10, 11_795, 1_180, 12_975],
      [1, 4_693, 47, 4_740],
    ]);
    expect(draft.entries[0]).toMatchObject({
      date: '2024-03-12',
      kind: 'expense',
      category: 'other_expense',
      counterparty_name: 'YILDIZ GIDA MARKET LTD. ŞTİ.',
      counterparty_tax_number: '9473215600',
      paid: true,
      source: 'manual',
    });
  });

  it('works a rate’s gross back from its KDV when its items were misread, the rest of the total to it', () => {
    const text = MARKET.replace('*129,75', '*128,75');
    const draft = receiptDraft(readReceiptText(text));
    expect(draft.entries.reduce((sum, entry) => sum + entry.gross_amount, 0)).toBe(36_615);
    expect(draft.entries.find((entry) => entry.kdv_rate === 10)?.gross_amount).toBe(12_975);
  });

  it('leaves out a rate not in force on the date, and proposes nothing without a date', () => {
    const stale = receiptDraft(readReceiptText('TARİH 12.03.2024\nKDV %18 *18,00\nTOPLAM *118,00'));
    expect(stale.kdv_by_rate).toEqual([{ kdv_rate: 18, kdv_amount: 1_800 }]);
    expect(stale.entries).toEqual([]);
    expect(receiptDraft(readReceiptText('KDV %20 *20,00\nTOPLAM *120,00')).entries).toEqual([]);
  });

  it('works the till’s KDV out of a gross, half up', () => {
    expect(kdvInside(36_615, 20)).toBe(6_103);
    expect(kdvInside(12_975, 10)).toBe(1_180);
    expect(kdvInside(4_740, 1)).toBe(47);
  });
});
