import {
  FORWARDING_WEEKDAYS,
  type TOfficeRule,
  type TOfficeRulesRequest,
} from '@portal/contracts/office/office-rules';
import type { TShipmentAction, TShipmentKind } from '@portal/contracts/office/office-shipments';

/*
 * The standing rules as the form edits them: in order (the first that matches an item decides),
 * each with a key of its own so React keeps a row's focus as it moves up or down.
 */

export type TRuleDraft = {
  key: number;
  /** '' stands for every kind (null on the wire): a select's value is a string. */
  kind: TShipmentKind | '';
  sender_contains: string;
  action: TShipmentAction;
  forwarding_address_id: number | null;
  notify_at_once: boolean;
};

/** The common cases, one click each: "scan every letter", "hold everything", "official notices: scan and tell me at once". */
export const RULE_PRESET_NAMES = ['scanLetters', 'holdEverything', 'noticesAtOnce'] as const;
type TRulePreset = (typeof RULE_PRESET_NAMES)[number];

const RULE_PRESETS: Record<TRulePreset, Omit<TRuleDraft, 'key'>> = {
  scanLetters: {
    kind: 'letter',
    sender_contains: '',
    action: 'scan',
    forwarding_address_id: null,
    notify_at_once: false,
  },
  holdEverything: {
    kind: '',
    sender_contains: '',
    action: 'hold',
    forwarding_address_id: null,
    notify_at_once: false,
  },
  noticesAtOnce: {
    kind: 'official_notice',
    sender_contains: '',
    action: 'scan',
    forwarding_address_id: null,
    notify_at_once: true,
  },
};

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

export function draftOf(rule: TOfficeRule): TRuleDraft {
  return {
    key: nextKey(),
    kind: rule.kind ?? '',
    sender_contains: rule.sender_contains,
    action: rule.action,
    forwarding_address_id: rule.forwarding_address_id,
    notify_at_once: rule.notify_at_once,
  };
}

export function newDraft(values: Omit<TRuleDraft, 'key'> = RULE_PRESETS.holdEverything): TRuleDraft {
  return { key: nextKey(), ...values };
}

/** A rule that takes every item (any kind, any sender): whatever follows it never decides. */
const catchesAll = (rule: Omit<TRuleDraft, 'key'>) => rule.kind === '' && rule.sender_contains.trim() === '';

/**
 * Where a preset goes: a narrow rule before the first catch-all (so "hold everything" does not
 * hide it), a catch-all at the end.
 */
export function withPreset(rules: readonly TRuleDraft[], preset: TRulePreset): TRuleDraft[] {
  const added = newDraft(RULE_PRESETS[preset]);
  const firstCatchAll = rules.findIndex(catchesAll);
  if (catchesAll(added) || firstCatchAll === -1) return [...rules, added];
  return [...rules.slice(0, firstCatchAll), added, ...rules.slice(firstCatchAll)];
}

/** Moves the rule at `index` by one place up (-1) or down (+1). */
export function moved(rules: readonly TRuleDraft[], index: number, by: -1 | 1): TRuleDraft[] {
  const target = index + by;
  const next = [...rules];
  const [rule] = next.splice(index, 1);
  if (!rule || target < 0 || target > rules.length - 1) return [...rules];
  next.splice(target, 0, rule);
  return next;
}

export type TForwardingWeekday = (typeof FORWARDING_WEEKDAYS)[number];

/** The saved weekday as one the form offers (Monday when the stored one is none of them). */
export function weekdayOf(value: number | string): TForwardingWeekday {
  return FORWARDING_WEEKDAYS.find((day) => day === Number(value)) ?? 1;
}

/** The PUT body: the whole list in its order, and the forwarding weekday. */
export function rulesRequest(rules: readonly TRuleDraft[], weekday: TForwardingWeekday): TOfficeRulesRequest {
  return {
    rules: rules.map((rule) => ({
      kind: rule.kind === '' ? null : rule.kind,
      sender_contains: rule.sender_contains.trim(),
      action: rule.action,
      forwarding_address_id: rule.action === 'forward' ? rule.forwarding_address_id : null,
      notify_at_once: rule.notify_at_once,
    })),
    forwarding_weekday: weekday,
  };
}
