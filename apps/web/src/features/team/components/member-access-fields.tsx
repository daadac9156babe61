import {
  effectivePermissions,
  MEMBER_ROLES,
  MEMBER_SWITCHES,
  type TMemberPermissions,
  type TMemberRole,
  type TMemberSwitch,
} from '@portal/contracts/team/team-roles';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The part of a form these fields fill: a role and the four switches. */
export type TAccessValues = { role: TMemberRole; permissions: TMemberPermissions };

/** A switch the role leaves to the person choosing: all of a member's; a viewer's calls and mail. */
export function isSwitchOpen(role: TMemberRole, name: TMemberSwitch): boolean {
  return role === 'member' || (role === 'viewer' && name === 'see_office');
}

/**
 * The role on the company (radio buttons with what each means) and the switches beside it. An
 * owner may do everything and a viewer only reads, so their switches show what the role gives
 * (effectivePermissions, the server's rule) and cannot be changed; a member's are the person's
 * choice. `ownerAllowed`: only an owner (or staff) may make someone an owner.
 */
export function MemberAccessFields<T extends TAccessValues>({
  control,
  ownerAllowed,
}: {
  control: Control<T>;
  ownerAllowed: boolean;
}) {
  const { t } = useTranslation('team');
  // The form holds these two fields under these names; read them as that shape.
  const access = control as unknown as Control<TAccessValues>;
  const role = useController({ control: access, name: 'role' });
  const switches = useWatch({ control: access, name: 'permissions' });
  const effective = effectivePermissions(role.field.value, switches);
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
            const disabled = option === 'owner' && !ownerAllowed && role.field.value !== 'owner';
            return (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-lg border border-line bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <input
                  type="radio"
                  name={role.field.name}
                  value={option}
                  checked={role.field.value === option}
                  disabled={disabled}
                  onChange={() => role.field.onChange(option)}
                  onBlur={role.field.onBlur}
                  ref={option === role.field.value ? role.field.ref : undefined}
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
          {t(`form.permissionsHint.${role.field.value}`)}
        </p>
        <div className="mt-3 space-y-2">
          {MEMBER_SWITCHES.map((name) => (
            <SwitchField
              key={name}
              control={access}
              name={name}
              checked={effective[name]}
              open={isSwitchOpen(role.field.value, name)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function SwitchField({
  control,
  name,
  checked,
  open,
}: {
  control: Control<TAccessValues>;
  name: TMemberSwitch;
  checked: boolean;
  open: boolean;
}) {
  const { t } = useTranslation('team');
  const { field } = useController({ control, name: `permissions.${name}` });
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:disabled]:cursor-not-allowed">
      <input
        type="checkbox"
        name={field.name}
        // What the role gives is shown, not the stored choice, while the role decides.
        checked={checked}
        disabled={!open}
        aria-describedby={hintId}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
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
