import type { TSeedUser } from '../seed-types.ts';

/** Seeded outside production only; listed in the README. */
export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_USERS: readonly TSeedUser[] = [
  { email: 'customer@demo.portal.test', name: 'Ayşe Yılmaz', phone: '+905321112233', role: 'customer' },
  { email: 'advisor@demo.portal.test', name: 'Mehmet Demir', phone: '+905332223344', role: 'advisor' },
  { email: 'secretary@demo.portal.test', name: 'Zeynep Kaya', phone: '+905343334455', role: 'secretary' },
  { email: 'admin@demo.portal.test', name: 'Can Öztürk', phone: '+905354445566', role: 'admin' },
];
