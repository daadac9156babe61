import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contracts/common/limits';

/** A lazy page that did not arrive: failed, or took longer than CHUNK_LOAD_TIMEOUT_MS (spec section 8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Timed out after ${timeoutMs} ms`)), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}
