import type { FastifyInstance } from 'fastify';
import type { TUserRow } from '../auth/user-row.ts';
import { HttpError } from '../errors.ts';
import { languageOfId } from '../i18n/user-language.ts';
import { emailChangeAttemptMail, registrationAttemptMail } from './templates/address-taken.ts';

type TNoticeApp = Pick<FastifyInstance, 'config' | 'mailer' | 'rateLimiter'>;

/** What someone tried to do with an address that already has an account. */
export type TAddressAttempt = 'registration' | 'emailChange';

/**
 * A registration (or another account's e-mail change) named an address that has an account. The
 * caller is answered exactly as if the address were free (nobody learns who has an account);
 * its owner gets this mail instead, with the way to sign in. At most a few an hour per address
 * (`addressTakenNotices`): past that (or while the counters are down) the attempt is answered
 * the same and mails nothing, so the form is no way to flood someone's inbox. A deactivated
 * account is not written to.
 */
export async function noticeToAddressOwner(
  app: TNoticeApp,
  owner: Pick<TUserRow, 'email' | 'name' | 'languageId' | 'isActive'>,
  attempt: TAddressAttempt,
): Promise<void> {
  if (!owner.isActive || !(await mayWriteTo(app, owner.email))) return;
  const language = languageOfId(owner.languageId);
  const url = `${app.config.appUrl}/${language}/app/login?${new URLSearchParams({ email: owner.email })}`;
  const content =
    attempt === 'registration'
      ? registrationAttemptMail(language, {
          name: owner.name,
          url,
          resetUrl: `${app.config.appUrl}/${language}/app/forgot-pass`,
        })
      : emailChangeAttemptMail(language, { name: owner.name, url });
  const template = attempt === 'registration' ? 'registration-attempt' : 'email-change-attempt';
  await app.mailer.send({ to: owner.email, template, ...content });
}

/**
 * One more notice to the address within its budget. A spent budget (429) or counters that cannot
 * be reached (503) are silence: the caller's answer must not differ from a free address's.
 */
async function mayWriteTo(app: TNoticeApp, email: string): Promise<boolean> {
  try {
    await app.rateLimiter.consume('addressTakenNotices', email);
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 429 || error.statusCode === 503)) return false;
    throw error;
  }
}
