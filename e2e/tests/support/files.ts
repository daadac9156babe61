import { solidPng } from './png.ts';

/** A small but real PDF (one empty page), as a scanned lease would arrive. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

export const idCardPng = () => ({
  name: 'kimlik.png',
  mimeType: 'image/png',
  buffer: solidPng(120, [200, 60, 60]),
});
export const leasePdf = () => ({
  name: 'kira-sozlesmesi.pdf',
  mimeType: 'application/pdf',
  buffer: tinyPdf(),
});
