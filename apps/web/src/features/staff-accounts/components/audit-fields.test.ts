import { describe, expect, it } from 'vitest';
import { AUDIT_CODE_NAMESPACES } from './audit-code-namespaces.ts';
import { AUDIT_CODE_LABELS, auditCodeKey } from './audit-fields.ts';

type TTexts = Record<string, unknown>;

const files = import.meta.glob<TTexts>('../../../locales/*/*.json', { eager: true, import: 'default' });

/** The texts under `ns:path.to.prefix` of one language's locale file. */
function textsAt(language: 'tr' | 'en', key: string): unknown {
  const [ns = '', path = ''] = key.split(':');
  const file = files[`../../../locales/${language}/${ns}.json`];
  return path.split('.').reduce<unknown>((node, part) => (node as TTexts | undefined)?.[part], file);
}

describe('audit code labels', () => {
  it('names the key of a stored code by its action group and field', () => {
    expect(auditCodeKey('tax_return.updated', 'status', 'filed')).toBe('taxReturns:status.filed');
    expect(auditCodeKey('team.member_updated', 'role', 'owner')).toBe('team:roles.owner');
    expect(auditCodeKey('subscription.cancelled', 'status', 'active')).toBe(
      'payments:subscriptions.status.active',
    );
    expect(auditCodeKey('office.call_recorded', 'outcome', 'call_back')).toBe(
      'officeCalls:outcomes.call_back',
    );
    expect(auditCodeKey('sales_invoice.sent', 'profile', 'TICARIFATURA')).toBe(
      'invoicing:profiles.TICARIFATURA',
    );
  });

  it('has no key for a field without codes, an unknown group, or a value that is not a code', () => {
    expect(auditCodeKey('tax_return.updated', 'reason', 'filed')).toBeUndefined();
    expect(auditCodeKey('role.updated', 'status', 'active')).toBeUndefined();
    expect(auditCodeKey('tax_return.updated', 'status', 'a.b')).toBeUndefined();
  });

  it('points at texts of both languages in a namespace the company page loads', () => {
    for (const fields of Object.values(AUDIT_CODE_LABELS)) {
      for (const prefix of Object.values(fields)) {
        expect(AUDIT_CODE_NAMESPACES).toContain(prefix.split(':')[0]);
        for (const language of ['tr', 'en'] as const) {
          const texts = textsAt(language, prefix);
          expect(texts, prefix).toBeTypeOf('object');
          for (const text of Object.values(texts as TTexts)) expect(text, prefix).toBeTypeOf('string');
        }
      }
    }
  });
});
