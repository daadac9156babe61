import { isLanguage, type TLanguage } from '@portal/contracts/common/languages';
import {
  DEFAULT_PRODUCT_TYPE,
  isProductType,
  type TProductType,
} from '@portal/contracts/products/product-types';

/**
 * The browser's local storage, behind one typed module (spec section 3). Every other module
 * reads and writes these keys through here, so each value is parsed and checked in one place.
 * A corrupt or foreign value reads as "not set" (or the key's default) and never throws; so does
 * a browser that refuses storage altogether (private mode, disabled cookies).
 */

/** The user as login answered it (the contracts' TUser); only id, name and email are required to read it back. */
export type TStoredUser = {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  is_email_verified?: boolean;
  is_phone_verified?: boolean;
  role_name?: string | null;
  avatar_url?: string | null;
};

export type TStoredAccount = {
  id: number;
  name: string;
  status: number;
  /** The saved wizard step and whether it holds products: where a customer lands (spec section 4). */
  step?: string | null;
  has_products?: boolean;
  /** The same for the office line (`office_step`, an office product held): each line resumes apart. */
  office_step?: string | null;
  has_office_products?: boolean;
};

/**
 * A staff member acting for a customer (issue 16): who the customer is, where the staff member
 * came from, and their own session view (role, permissions, companies) to restore on exit.
 */
export type TActingFor = {
  customer: { id: number; name: string; email: string };
  return_to: string;
  staff: {
    role_name: string | null;
    permissions: string[];
    accounts: TStoredAccount[];
    account: TStoredAccount | null;
    type: TProductType;
  };
};

type StorageSchema = {
  token: string;
  /** Expiry of the token, as milliseconds since the epoch. */
  token_expire: number;
  user: TStoredUser;
  /** The selected company. */
  account: TStoredAccount;
  accounts: TStoredAccount[];
  company_name: string;
  role_name: string;
  /** The active product line (brand id); 1 when unset. */
  type: TProductType;
  lang: TLanguage;
  avatar: string;
  /** Permission names of the signed-in user. */
  permissions: string[];
  /** When the visitor closed the cookie notice (epoch ms); strictly necessary, not a tracking cookie. */
  cookie_notice: number;
  /** Set while a staff member acts for a customer; every API call then carries `user_id`. */
  acting_for: TActingFor;
  /**
   * The packet chosen on the landing page (`?packet=`), carried through sign-up until a wizard's
   * packet step saves a packet (issue 36); `at`: when it was chosen (epoch ms).
   */
  chosen_packet: TChosenPacket;
};

type TChosenPacket = { id: number; at: number };

export type StorageKey = keyof StorageSchema;
export type StorageValue<K extends StorageKey> = StorageSchema[K];

type Codec<T> = { parse: (raw: string) => T | null; serialize: (value: T) => string };

const text: Codec<string> = {
  parse: (raw) => (raw.length > 0 ? raw : null),
  serialize: (value) => value,
};

function json<T>(guard: (value: unknown) => value is T): Codec<T> {
  return {
    parse: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : null;
      } catch {
        return null;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStoredUser(value: unknown): value is TStoredUser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string'
  );
}

function isStoredAccount(value: unknown): value is TStoredAccount {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.status === 'number'
  );
}

function isStoredAccountList(value: unknown): value is TStoredAccount[] {
  return Array.isArray(value) && value.every(isStoredAccount);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isChosenPacket(value: unknown): value is TChosenPacket {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id) &&
    value.id > 0 &&
    typeof value.at === 'number'
  );
}

function isActingFor(value: unknown): value is TActingFor {
  if (!isRecord(value) || !isRecord(value.customer) || !isRecord(value.staff)) return false;
  const { customer, staff } = value;
  return (
    typeof customer.id === 'number' &&
    typeof customer.name === 'string' &&
    typeof customer.email === 'string' &&
    typeof value.return_to === 'string' &&
    (staff.role_name === null || typeof staff.role_name === 'string') &&
    isStringList(staff.permissions) &&
    isStoredAccountList(staff.accounts) &&
    (staff.account === null || isStoredAccount(staff.account)) &&
    isProductType(staff.type)
  );
}

const codecs: { [K in StorageKey]: Codec<StorageSchema[K]> } = {
  token: text,
  token_expire: {
    // Accepts a number of milliseconds, or an ISO date written by an older client.
    parse: (raw) => {
      const asNumber = Number(raw);
      if (raw.trim() !== '' && Number.isFinite(asNumber)) return asNumber;
      const asDate = Date.parse(raw);
      return Number.isNaN(asDate) ? null : asDate;
    },
    serialize: (value) => String(value),
  },
  user: json(isStoredUser),
  account: json(isStoredAccount),
  accounts: json(isStoredAccountList),
  company_name: text,
  role_name: text,
  type: {
    parse: (raw) => {
      const value = Number(raw);
      return isProductType(value) ? value : null;
    },
    serialize: (value) => String(value),
  },
  lang: { parse: (raw) => (isLanguage(raw) ? raw : null), serialize: (value) => value },
  avatar: text,
  permissions: json(isStringList),
  cookie_notice: {
    parse: (raw) => {
      const value = Number(raw);
      return raw.trim() !== '' && Number.isFinite(value) ? value : null;
    },
    serialize: (value) => String(value),
  },
  acting_for: json(isActingFor),
  chosen_packet: json(isChosenPacket),
};

const defaults: { [K in StorageKey]?: StorageSchema[K] } = { type: DEFAULT_PRODUCT_TYPE };

/** Fired on `window` after this tab changes a key, so hooks can re-read (the `storage` event only fires in other tabs). */
const STORAGE_CHANGE_EVENT = 'portal:storage';

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function announce(key: StorageKey | null): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGE_EVENT, { detail: { key } }));
}

function get<K extends StorageKey>(key: K): StorageSchema[K] | null {
  const raw = snapshot(key);
  const parsed = raw === null ? null : codecs[key].parse(raw);
  return parsed ?? defaults[key] ?? null;
}

function set<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
  try {
    backend()?.setItem(key, codecs[key].serialize(value));
  } catch {
    // Storage full or refused: the app keeps working for this page view.
  }
  announce(key);
}

function remove(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to do: the value is gone or was never there.
  }
  announce(key);
}

/** Signs the browser out locally: everything goes, except the chosen language (spec sections 4 and 8). */
function clearAllExceptLanguage(): void {
  const lang = get('lang');
  try {
    backend()?.clear();
  } catch {
    // See `remove`.
  }
  if (lang) set('lang', lang);
  announce(null);
}

/** Calls `listener` whenever a key changes, in this tab or another one. Returns the unsubscribe function. */
function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(STORAGE_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(STORAGE_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored text of a key: a cheap, comparable snapshot for `useSyncExternalStore`. */
function snapshot(key: StorageKey): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export const storage = { get, set, remove, clearAllExceptLanguage, subscribe, snapshot };

/** True when the signed-in user holds the permission; permissions are checked by name (spec section 6). */
export function hasPermission(name: string): boolean {
  return storage.get('permissions')?.includes(name) ?? false;
}
