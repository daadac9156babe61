import type { TShipment } from '@portal/contracts/office/office-shipments';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './auth-helpers.ts';
import { multipartBody } from './multipart-helpers.ts';

/** The office desk records an item that arrived for a company, as the secretary's form posts it. */
export async function recordShipment(
  app: FastifyInstance,
  deskToken: string,
  accountId: number,
  fields: { kind: string; sender: string },
): Promise<TShipment> {
  const form = new FormData();
  form.append('kind', fields.kind);
  form.append('sender', fields.sender);
  const body = await multipartBody(form);
  const res = await app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/shipments`,
    headers: { ...bearer(deskToken), 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}
