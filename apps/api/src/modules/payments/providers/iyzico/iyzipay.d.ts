/** The part of the `iyzipay` client the adapter uses (the package ships no types). */
declare module 'iyzipay' {
  type TCallback = (error: Error | null, result: Record<string, unknown>) => void;
  type TResource = { create(request: Record<string, unknown>, callback: TCallback): void };
  /** `payment/detail`: a payment by its id or its conversation id. */
  type TRetrievable = TResource & { retrieve(request: Record<string, unknown>, callback: TCallback): void };

  export default class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    payment: TRetrievable;
    threedsInitialize: TResource;
    threedsPayment: TResource;
    card: TResource;
    refund: TResource;
  }
}
