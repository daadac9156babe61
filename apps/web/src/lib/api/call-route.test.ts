import { replaceMonthlyDocumentFileRoute } from '@portal/contracts/documents/document-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getBrandProductRoute, getPublicPacketsRoute } from '@portal/contracts/products/product-routes';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, apiServer } from '../../test/mock-api.ts';
import { initI18n } from '../i18n.ts';
import { callRoute, callRouteEnvelope, uploadToRoute } from './call-route.ts';

const product = {
  id: 7,
  brand: 1,
  name: 'Şahıs Şirketi',
  description: null,
  price: 150_000,
  billing: 'monthly',
  is_main: 1,
  features: [],
  childrens: [],
  packet_id: null,
  category_id: 2,
  code: 'sahis',
} satisfies TRouteResultInput<typeof getBrandProductRoute>;

beforeAll(async () => {
  await initI18n('tr');
});

describe('typed route calls', () => {
  it("fills the contract's path parameters and returns the typed result", async () => {
    const seen = vi.fn();
    apiServer.use(
      answer(getBrandProductRoute, (request) => {
        seen(request.params);
        return product;
      }),
    );
    const result = await callRoute(getBrandProductRoute, { params: { type: 1, id: 7 } });
    expect(seen).toHaveBeenCalledWith({ type: '1', id: '7' });
    expect(result.name).toBe('Şahıs Şirketi');
  });

  it("sends the contract's query and hands back the server's message", async () => {
    apiServer.use(
      answer(getPublicPacketsRoute, (request) => (request.query.get('brand') === '2' ? [] : [product]), {
        message: 'ok',
      }),
    );
    await expect(callRouteEnvelope(getPublicPacketsRoute, { query: { brand: 2 } })).resolves.toEqual({
      result: [],
      message: 'ok',
    });
  });

  it('refuses an answer that does not match the contract, in development and tests', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(
      http.get('*/api/brands/:type/products/:id', () => HttpResponse.json({ result: { id: 'x' } })),
    );
    await expect(
      callRoute(getBrandProductRoute, { params: { type: 1, id: 7 } }, { silent: true }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(errors).toHaveBeenCalled();
  });
});

describe('uploads', () => {
  it('send a replacing upload with its route’s method (PUT), the file as multipart', async () => {
    const seen = vi.fn();
    apiServer.use(
      answer(replaceMonthlyDocumentFileRoute, ({ params, headers }) => {
        seen(params, headers.get('content-type'));
        return {
          id: 31,
          kind: 'receipt',
          period: '2026-11',
          file_name: 'fis-yeni.pdf',
          mime_type: 'application/pdf',
          size: 9,
          created_at: '2026-11-25T09:00:00.000Z',
          url: '/api/accounts/7/documents/31/file',
          review_status: 'pending',
          review_note: null,
          reviewed_at: null,
        };
      }),
    );
    const body = new FormData();
    body.append('file', new File(['%PDF-1.4'], 'fis-yeni.pdf', { type: 'application/pdf' }));
    const result = await uploadToRoute(replaceMonthlyDocumentFileRoute, {
      params: { id: 7, documentId: 31 },
      body,
    });
    expect(result.review_status).toBe('pending');
    expect(seen).toHaveBeenCalledWith(
      { id: '7', documentId: '31' },
      expect.stringMatching(/^multipart\/form-data/),
    );
  });
});
