/** One SMS: the number in E.164 (+90… or another country's), and the text. */
export type TSms = { to: string; text: string };

/**
 * What a provider implements. A real gateway is one more file beside outbox-sms-provider.ts,
 * a name in SMS_PROVIDERS (config) and a line in `SMS_PROVIDER_FACTORIES` (sms-plugin.ts).
 */
export interface TSmsProvider {
  readonly name: string;
  send(sms: TSms): Promise<void>;
}
