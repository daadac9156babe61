import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** The namespace of a UBL 2.x invoice, which the Turkish e-invoice (UBL-TR) uses as it is. */
const UBL_INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Whether the bytes claim to be XML: after an optional UTF-8 byte order mark and white space,
 * they start with `<` (a declaration `<?xml` or straight away an element).
 */
export function looksLikeXml(data: Buffer): boolean {
  let start = UTF8_BOM.every((byte, i) => data[i] === byte) ? UTF8_BOM.length : 0;
  while (start < data.length && [0x20, 0x09, 0x0a, 0x0d].includes(data[start] ?? 0)) start += 1;
  return data[start] === 0x3c;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Entities are never expanded: a document is only told apart here, and an entity is a way to
  // make a small file huge (the "billion laughs").
  processEntities: false,
  htmlEntities: false,
});

type TOrderedNode = Record<string, unknown> & { ':@'?: Record<string, unknown> };

/**
 * Whether well-formed XML is a UBL invoice: its root element is `Invoice` (with or without a
 * prefix) in the UBL invoice namespace. An XML file of any other kind (an e-archive report, a
 * despatch advice, a random export) is not.
 */
export function isUblInvoice(data: Buffer): boolean {
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (XMLValidator.validate(text) !== true) return false;
  let nodes: unknown;
  try {
    nodes = parser.parse(text);
  } catch {
    return false;
  }
  if (!Array.isArray(nodes)) return false;
  const root = nodes.find(
    (node): node is TOrderedNode =>
      typeof node === 'object' && node !== null && Object.keys(node).some((key) => key !== ':@'),
  );
  if (!root) return false;
  const name = Object.keys(root).find((key) => key !== ':@') ?? '';
  const [prefix, local] = name.includes(':') ? name.split(':', 2) : [null, name];
  if (local !== 'Invoice') return false;
  const attributes = root[':@'] ?? {};
  const namespace = attributes[prefix ? `xmlns:${prefix}` : 'xmlns'];
  return namespace === UBL_INVOICE_NAMESPACE;
}
