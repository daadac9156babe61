import type { TErrorResponse } from '@portal/contracts/common/envelope';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response' | 'aborted';
export type FieldErrors = NonNullable<TErrorResponse['errors']>;

/** Every failed call: the server's translated message, or the client's own for transport failures. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (timeout, network, aborted). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Messages per field for validation failures (422), for mapping onto form fields. */
  readonly errors: FieldErrors;

  constructor(init: { status: number; kind: ApiErrorKind; message: string; errors?: FieldErrors }) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.errors = init.errors ?? {};
  }
}
