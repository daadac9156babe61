import {
  effectivePermissions,
  MEMBER_ROLES,
  MEMBER_SWITCHES,
  type TMemberPermissions,
  type TMemberRole,
  type TMemberSwitch,
} from '@portal/contracts/team/team-roles';
import { useId } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A switch the role leaves to the person choosing: all of a member's; a viewer's calls and mail. */
function isSwitchOpen(role: TMemberRole, name: TMemberSwitch): boolean {
  return role === 'member' || (role === 'viewer' && name === 'see_office');
}

/**
 * A form field as react-hook-form's `useController` hands it (`field`), typed by its value alone,
 * so the fields below fit any form that holds a `role` and `permissions` (the invitation, which
 * also asks for a name, an e-mail and a phone, and the edit) without naming the form's type.
 */
type FormField<TValue> = {
  name: string;
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  ref: RefCallBack;
};

type AccessFieldsProps = {
  role: FormField<TMemberRole>;
  permissions: FormField<TMemberPermissions>;
  ownerAllowed: boolean;
};

/**
 * The role on the company (radio buttons with what each means) and the switches beside it. An
 * owner may do everything and a viewer only reads, so their switches show what the role gives
 * (effectivePermissions, the server's rule) and cannot be changed; a member's are the person's
 * choice. `ownerAllowed`: only an owner (or staff) may make someone an owner.
 */
export function MemberAccessFields({ role, permissions, ownerAllowed }: AccessFieldsProps) {
  const { t } = useTranslation('team');
  const effective = effectivePermissions(role.value, permissions.value);
  const roleHint = useId();
  const switchesHint = useId();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <fieldset aria-describedby={roleHint}>
        <legend className="text-small font-semibold text-ink">{t('form.role')}</legend>
        <p id={roleHint} className="mt-1 text-small text-muted">
          {t('form.roleHint')}
        </p>
        <div className="mt-3 space-y-2">
          {MEMBER_ROLES.map((option) => {
            const disabled = option === 'owner' && !ownerAllowed && role.value !== 'owner';
            return (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-lg border border-line bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name={role.name}
                  value={option}
                  checked={role.value === option}
                  disabled={disabled}
                  onChange={() => role.onChange(option)}
                  onBlur={role.onBlur}
                  ref={option === role.value ? role.ref : undefined}
                  className="mt-1 size-4 accent-brand-800"
                />
                <span>
                  <span className="block text-small font-semibold text-ink">{t(`roles.${option}`)}</span>
                  <span className="block text-small text-muted">{t(`roleDescriptions.${option}`)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {!ownerAllowed ? <p className="mt-2 text-small text-muted">{t('form.ownerOnly')}</p> : null}
      </fieldset>
      <fieldset aria-describedby={switchesHint}>
        <legend className="text-small font-semibold text-ink">{t('form.permissions')}</legend>
        <p id={switchesHint} className="mt-1 text-small text-muted">
          {t(`form.permissionsHint.${role.value}`)}
        </p>
        <div className="mt-3 space-y-2">
          {MEMBER_SWITCHES.map((name, index) => (
            <SwitchField
              key={name}
              permissions={permissions}
              name={name}
              checked={effective[name]}
              open={isSwitchOpen(role.value, name)}
              // The field's ref lets the form focus the group; the first switch stands for it.
              focusTarget={index === 0}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function SwitchField({
  permissions,
  name,
  checked,
  open,
  focusTarget,
}: {
  permissions: AccessFieldsProps['permissions'];
  name: TMemberSwitch;
  checked: boolean;
  open: boolean;
  focusTarget: boolean;
}) {
  const { t } = useTranslation('team');
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:disabled]:cursor-not-allowed">
      <input
        type="checkbox"
        name={`${permissions.name}.${name}`}
        // What the role gives is shown, not the stored choice, while the role decides.
        checked={checked}
        disabled={!open}
        aria-describedby={hintId}
        onChange={(event) => permissions.onChange({ ...permissions.value, [name]: event.target.checked })}
        onBlur={permissions.onBlur}
        ref={focusTarget ? permissions.ref : undefined}
        className="mt-1 size-4 accent-brand-800"
      />
      <span>
        <span className="block text-small font-semibold text-ink">{t(`switches.${name}`)}</span>
        <span id={hintId} className="block text-small text-muted">
          {t(`switchDescriptions.${name}`)}
        </span>
      </span>
    </label>
  );
}
