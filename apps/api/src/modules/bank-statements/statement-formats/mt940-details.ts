import { normalizeIban } from './iban.ts';

/** What an MT940 :86: field says of a movement, when the bank structures it. */
export type TMt940Details = {
  description: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  reference: string | null;
};

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const nonEmpty = (text: string | undefined) => (text && text.trim() !== '' ? collapse(text) : null);

/**
 * German banks (and the DFÜ layout many others copy) write "GVC?00posting text?20…?29 remittance
 * ?30 BIC ?31 IBAN ?32/?33 name": a three-digit code, then "?NN" (or ">NN") subfields.
 */
function readQuestionMarkSubfields(text: string): TMt940Details | null {
  const flat = text.replace(/\n/g, '');
  const separator = /^\d{3}([?>])\d{2}/.exec(flat)?.[1];
  if (!separator) return null;
  const subfields = new Map<number, string>();
  for (const part of flat.slice(3).split(separator).slice(1)) {
    const code = Number(part.slice(0, 2));
    subfields.set(code, (subfields.get(code) ?? '') + part.slice(2));
  }
  const joined = (codes: number[], glue: string) =>
    codes
      .map((code) => subfields.get(code))
      .filter((value) => value !== undefined)
      .join(glue);
  const remittance = joined([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63], ' ');
  return {
    description: collapse(remittance) || collapse(subfields.get(0) ?? ''),
    counterpartyName: nonEmpty(joined([32, 33], '')),
    counterpartyIban: normalizeIban(subfields.get(31)),
    reference: null,
  };
}

/** Dutch and SEPA banks write "/TAG/value" pairs: /EREF/, /ORDP//NAME/, /BENM//NAME/, /REMI/, /IBAN/. */
function readSlashTags(text: string): TMt940Details | null {
  const flat = text.replace(/\n/g, '').trim();
  if (!/^\/[A-Z]{2,4}\//.test(flat)) return null;
  const tags = new Map<string, string>();
  for (const [, tag = '', value = ''] of flat.matchAll(/\/([A-Z]{2,4})\/(.*?)(?=\/[A-Z]{2,4}\/|$)/g)) {
    if (!tags.has(tag) || tags.get(tag) === '') tags.set(tag, value);
  }
  const reference = nonEmpty(tags.get('EREF'));
  return {
    description: nonEmpty(tags.get('REMI')) ?? collapse(flat),
    counterpartyName: nonEmpty(tags.get('NAME')),
    counterpartyIban: normalizeIban(tags.get('IBAN')),
    reference: reference === 'NOTPROVIDED' ? null : reference,
  };
}

/** The :86: text of a movement; free text when it is in neither structured layout. */
export function readMt940Details(text: string): TMt940Details {
  return (
    readQuestionMarkSubfields(text) ??
    readSlashTags(text) ?? {
      description: collapse(text),
      counterpartyName: null,
      counterpartyIban: null,
      reference: null,
    }
  );
}
