import { Readable } from 'node:stream';

/** A multipart/form-data body, built the way a browser builds it. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/**
 * A multipart body as a socket delivers it: two pieces a tick apart, the first ending right after
 * the `cut`-th byte of the file's data. A file over the limit cut exactly at the limit this way
 * was once kept cut with 200: busboy flags the file truncated only when the next piece comes,
 * after the reader had taken the last byte it kept.
 */
export function inPiecesCutInFile(payload: Buffer, cut: number): Readable {
  const fileStart = payload.indexOf('\r\n\r\n', payload.indexOf('filename="')) + 4;
  const split = fileStart + cut;
  async function* pieces() {
    for (const piece of [payload.subarray(0, split), payload.subarray(split)]) {
      await new Promise((resolve) => setImmediate(resolve));
      yield piece;
    }
  }
  return Readable.from(pieces());
}
