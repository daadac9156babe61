import {
  FORWARDING_WEEKDAYS,
  OFFICE_RULE_LIMITS,
  OFFICE_RULE_MESSAGES,
  type TForwardingAddress,
  type TOfficeRules,
  ZOfficeRulesRequest,
} from '@portal/contracts/office/office-rules';
import {
  SHIPMENT_ACTIONS,
  SHIPMENT_KINDS,
  type TShipmentAction,
} from '@portal/contracts/office/office-shipments';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useSaveOfficeRules } from '../api/save-office-rules.ts';
import {
  draftOf,
  moved,
  newDraft,
  RULE_PRESET_NAMES,
  rulesRequest,
  type TForwardingWeekday,
  type TRuleDraft,
  weekdayOf,
  withPreset,
} from '../office-rule-draft.ts';

type TErrors = Record<string, string>;
type TRuleField = 'kind' | 'sender_contains' | 'action' | 'forwarding_address_id';

/** A parcel has no pages to scan: the action is not offered for it (the server refuses it too). */
const actionsFor = (kind: TRuleDraft['kind']): readonly TShipmentAction[] =>
  kind === 'parcel' ? SHIPMENT_ACTIONS.filter((action) => action !== 'scan') : SHIPMENT_ACTIONS;

/**
 * The standing rules, first match first: which items, an optional sender, what the desk does and
 * whether the customers are told at once; presets for the common cases; the forwarding weekday.
 * Saved as a whole (`PUT`), checked by the shared schema first; a field's message, the schema's or
 * the server's (`rules.0.forwarding_address_id`), stands under that rule's field.
 */
export function StandingRulesForm({
  accountId,
  saved,
  addresses,
}: {
  accountId: number;
  saved: TOfficeRules;
  addresses: readonly TForwardingAddress[];
}) {
  const { t } = useTranslation('officeMail');
  const validationText = useMessageText();
  const save = useSaveOfficeRules(accountId);
  const [rules, setRules] = useState<TRuleDraft[]>(() => saved.rules.map(draftOf));
  const [weekday, setWeekday] = useState<TForwardingWeekday>(() => weekdayOf(saved.forwarding_weekday));
  const [errors, setErrors] = useState<TErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const weekdayId = useId();

  /** The schema's keys are translated here; the server's messages arrive translated. */
  const text = (message: string): string => {
    if (message === OFFICE_RULE_MESSAGES.addressRequired) return t('instructions.rules.addressRequired');
    if (message === OFFICE_RULE_MESSAGES.parcelNotScanned) return t('instructions.rules.parcelNotScanned');
    return validationText(message) ?? message;
  };

  const change = (next: TRuleDraft[]) => {
    setRules(next);
    setSavedMessage(null);
  };
  const update = (index: number, changes: Partial<TRuleDraft>) =>
    change(rules.map((rule, at) => (at === index ? { ...rule, ...changes } : rule)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSavedMessage(null);
    const body = rulesRequest(rules, weekday);
    const checked = ZOfficeRulesRequest.safeParse(body);
    if (!checked.success) {
      const found: TErrors = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.');
        found[path] ??= text(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const envelope = await save.mutateAsync(body);
      setRules(envelope.result.rules.map(draftOf));
      setWeekday(weekdayOf(envelope.result.forwarding_weekday));
      setSavedMessage(envelope.message ?? t('instructions.rules.saved'));
    } catch (error) {
      const fromServer: TErrors = {};
      if (error instanceof ApiError) {
        for (const [path, messages] of Object.entries(error.errors)) {
          const [first] = messages;
          if (first) fromServer[path] = first;
        }
      }
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0)
        setFailure(errorMessage(error) ?? t('instructions.rules.saveFailed'));
    }
  };

  const ruleError = (index: number, field: TRuleField) => errors[`rules.${index}.${field}`];
  const listError = errors.rules;

  return (
    <section aria-labelledby="standing-rules-title">
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <h2 id="standing-rules-title" className="text-h3 font-bold text-brand-950">
            {t('instructions.rules.title')}
          </h2>
          <p className="mt-1 text-body text-muted">{t('instructions.rules.lead')}</p>
          <p className="mt-1 text-small font-medium text-ink">{t('instructions.rules.firstMatch')}</p>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-small font-semibold text-ink">{t('instructions.rules.presets')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {RULE_PRESET_NAMES.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant="secondary"
                // A long preset wraps on a phone instead of widening the page.
                className="whitespace-normal text-left"
                icon={<PlusIcon className="size-4" />}
                disabled={rules.length >= OFFICE_RULE_LIMITS.rules}
                onClick={() => change(withPreset(rules, preset))}
              >
                {t(`instructions.rules.preset.${preset}`)}
              </Button>
            ))}
          </div>
        </fieldset>

        {rules.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-4 text-small text-muted">
            {t('instructions.rules.empty')}
          </p>
        ) : (
          <ol className="space-y-3" aria-label={t('instructions.rules.listLabel')}>
            {rules.map((rule, index) => (
              <RuleRow
                key={rule.key}
                rule={rule}
                index={index}
                count={rules.length}
                addresses={addresses}
                error={(field) => ruleError(index, field)}
                onChange={(changes) => update(index, changes)}
                onMove={(by) => change(moved(rules, index, by))}
                onRemove={() => change(rules.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
        )}
        {listError ? <p className="text-small font-medium text-danger">{listError}</p> : null}

        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon className="size-4" />}
          disabled={rules.length >= OFFICE_RULE_LIMITS.rules}
          onClick={() => change([...rules, newDraft()])}
        >
          {t('instructions.rules.add')}
        </Button>

        <Field
          id={weekdayId}
          label={t('instructions.rules.weekday')}
          hint={t('instructions.rules.weekdayHint')}
          error={errors.forwarding_weekday}
          className="max-w-xs"
        >
          {(control) => (
            <select
              {...control}
              className={controlClasses}
              value={weekday}
              onChange={(event) => {
                setWeekday(weekdayOf(event.target.value));
                setSavedMessage(null);
              }}
            >
              {FORWARDING_WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(`instructions.weekdays.${day}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-small font-medium text-danger">
            {t('instructions.rules.fixErrors')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isPending}>
            {t('instructions.rules.save')}
          </Button>
          <p role="status" className="text-small font-medium text-success">
            {savedMessage}
          </p>
        </div>
      </form>
    </section>
  );
}

function RuleRow({
  rule,
  index,
  count,
  addresses,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  rule: TRuleDraft;
  index: number;
  count: number;
  addresses: readonly TForwardingAddress[];
  error: (field: TRuleField) => string | undefined;
  onChange: (changes: Partial<TRuleDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('officeMail');
  const headingId = useId();
  const notifyId = useId();
  const number = index + 1;
  const actions = actionsFor(rule.kind);
  return (
    <li aria-labelledby={headingId}>
      <Card padded={false} className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-body font-bold text-brand-950">
            {t('instructions.rules.ruleTitle', { number })}
          </h3>
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="ghost"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('instructions.rules.moveUpLabel', { number })}
            >
              {t('instructions.rules.moveUp')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('instructions.rules.moveDownLabel', { number })}
            >
              {t('instructions.rules.moveDown')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              onClick={onRemove}
              aria-label={t('instructions.rules.removeLabel', { number })}
            >
              {t('instructions.rules.remove')}
            </Button>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('instructions.rules.kind')} error={error('kind')}>
            {(control) => (
              <select
                {...control}
                className={controlClasses}
                value={rule.kind}
                onChange={(event) => {
                  const kind = SHIPMENT_KINDS.find((item) => item === event.target.value) ?? '';
                  // A parcel is not scanned: a scanning rule turned to parcels holds them instead.
                  const action = actionsFor(kind).includes(rule.action) ? rule.action : 'hold';
                  onChange({ kind, action });
                }}
              >
                <option value="">{t('instructions.rules.everyKind')}</option>
                {SHIPMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Input
            label={t('instructions.rules.sender')}
            hint={t('instructions.rules.senderHint')}
            maxLength={OFFICE_RULE_LIMITS.senderContains}
            value={rule.sender_contains}
            onChange={(event) => onChange({ sender_contains: event.target.value })}
            error={error('sender_contains')}
          />
          <Field label={t('instructions.rules.action')} error={error('action')} required>
            {(control) => (
              <select
                {...control}
                className={controlClasses}
                value={rule.action}
                onChange={(event) =>
                  onChange({ action: actions.find((action) => action === event.target.value) ?? 'hold' })
                }
              >
                {actions.map((action) => (
                  <option key={action} value={action}>
                    {t(`instructions.rules.actions.${action}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {rule.action === 'forward' ? (
            <Field
              label={t('instructions.rules.address')}
              hint={addresses.length === 0 ? t('instructions.rules.noAddresses') : undefined}
              error={error('forwarding_address_id')}
              required
            >
              {(control) => (
                <select
                  {...control}
                  className={controlClasses}
                  value={rule.forwarding_address_id ?? ''}
                  onChange={(event) =>
                    onChange({
                      forwarding_address_id:
                        addresses.find((address) => String(address.id) === event.target.value)?.id ?? null,
                    })
                  }
                >
                  <option value="">{t('instructions.rules.chooseAddress')}</option>
                  {addresses.map((address) => (
                    <option key={address.id} value={address.id}>
                      {address.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          <input
            id={notifyId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={rule.notify_at_once}
            onChange={(event) => onChange({ notify_at_once: event.target.checked })}
          />
          <label htmlFor={notifyId} className="text-small text-ink">
            {t('instructions.rules.notifyAtOnce')}
          </label>
        </div>
      </Card>
    </li>
  );
}
