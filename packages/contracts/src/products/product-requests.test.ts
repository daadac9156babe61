import { describe, expect, it } from 'vitest';
import { ZActingForQuery } from '../users/user-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { RECORD_ID_MAX, ZRecordId } from './product-requests.ts';

describe('a record id', () => {
  it('reads a positive whole number, from a body or written canonically in a path or query', () => {
    expect(ZRecordId.parse(9)).toBe(9);
    expect(ZRecordId.parse('9')).toBe(9);
    expect(ZRecordId.parse('2147483647')).toBe(RECORD_ID_MAX);
  });

  it('refuses any other way of writing it, so that one text is never read as two values', () => {
    for (const text of [
      '09',
      '009',
      '9.0',
      '+9',
      '-9',
      ' 9',
      '9 ',
      '9e0',
      '0x9',
      '0',
      '',
      '2147483648',
      '1_0',
    ]) {
      const parsed = ZRecordId.safeParse(text);
      expect(parsed.success, JSON.stringify(text)).toBe(false);
      expect(parsed.error?.issues[0]?.message, JSON.stringify(text)).toBe(VALIDATION_MESSAGES.invalidValue);
    }
    for (const value of [0, -1, 9.5, RECORD_ID_MAX + 1, ['9'], null]) {
      expect(ZRecordId.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('is what `user_id` is read with, on every route and in the acting-for check', () => {
    expect(ZActingForQuery.parse({ user_id: '11' })).toEqual({ user_id: 11 });
    expect(ZActingForQuery.safeParse({ user_id: '011' }).success).toBe(false);
    expect(ZActingForQuery.parse({})).toEqual({});
  });
});
