import { HONEYPOT_MAX_AGE_SECONDS, HONEYPOT_MIN_SECONDS } from '@portal/contracts/contact/contact-schemas';
import { describe, expect, it } from 'vitest';
import { issueHoneyTime, spamReason } from './service.ts';

const SECRET = 'honeypot-test-secret-honeypot-test-secret';
const issued = new Date('2026-11-23T09:00:00Z');
const secondsLater = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const honey = issueHoneyTime(SECRET, issued);

describe('the honeypot', () => {
  it(`lets a form through from ${HONEYPOT_MIN_SECONDS} seconds to ${HONEYPOT_MAX_AGE_SECONDS / 3600} hours after the honey time`, () => {
    expect(spamReason(SECRET, { honeypot_time: honey }, secondsLater(HONEYPOT_MIN_SECONDS))).toBeNull();
    expect(spamReason(SECRET, { honeypot_time: honey, website: '' }, secondsLater(600))).toBeNull();
    expect(spamReason(SECRET, { honeypot_time: honey }, secondsLater(HONEYPOT_MAX_AGE_SECONDS))).toBeNull();
  });

  it('takes a form sent sooner, later, or from before the honey time for a bot’s', () => {
    expect(spamReason(SECRET, { honeypot_time: honey }, secondsLater(HONEYPOT_MIN_SECONDS - 0.001))).toBe(
      'too-fast',
    );
    expect(spamReason(SECRET, { honeypot_time: honey }, secondsLater(HONEYPOT_MAX_AGE_SECONDS + 0.001))).toBe(
      'stale-time',
    );
    expect(spamReason(SECRET, { honeypot_time: honey }, secondsLater(-1))).toBe('future-time');
  });

  it('refuses a filled hidden field before looking at the time', () => {
    expect(spamReason(SECRET, { honeypot_time: honey, website: 'x' }, secondsLater(60))).toBe(
      'honeypot-filled',
    );
  });

  it('refuses a time it did not sign, and one it cannot read', () => {
    const other = issueHoneyTime('another-secret-another-secret-another', issued);
    expect(spamReason(SECRET, { honeypot_time: other }, secondsLater(60))).toBe('forged-time');
    const [stamp, signature] = honey.split('.');
    expect(spamReason(SECRET, { honeypot_time: `${Number(stamp) - 1}.${signature}` }, secondsLater(60))).toBe(
      'forged-time',
    );
    for (const garbled of ['', '12345', `${stamp}.`, `${stamp}.${signature}x`, `x${honey}`]) {
      expect(spamReason(SECRET, { honeypot_time: garbled }, secondsLater(60)), garbled).toBe('garbled-time');
    }
  });
});
