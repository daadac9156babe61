import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isBuiltinRole } from '@portal/contracts/staff/roles';
import { useTranslation } from 'react-i18next';

type TPermissionKey = keyof typeof PERMISSIONS;

function isPermissionKey(key: string): key is TPermissionKey {
  return key in PERMISSIONS;
}

/** `'show users all'` → `showUsersAll`: the locale keys follow the contracts' constant names. */
const keyOfPermission = new Map<string, TPermissionKey>();
for (const key of Object.keys(PERMISSIONS)) {
  if (isPermissionKey(key)) keyOfPermission.set(PERMISSIONS[key], key);
}

/**
 * A role as people read it: the four built-in roles in the page's language (the admin role's
 * stored spelling is never shown, spec section 6); a role an admin created, by its own name.
 */
export function useRoleLabel(): (name: string | null | undefined) => string {
  const { t } = useTranslation('people');
  return (name) => {
    if (!name) return t('roleNames.none');
    return isBuiltinRole(name) ? t(`roleNames.${name}`) : name;
  };
}

/** A permission's label, by the contracts' name (`'show users all'` → "Tüm kullanıcıları görme"); unknown names as they are. */
export function usePermissionLabel(): (name: string) => string {
  const { t } = useTranslation('people');
  return (name) => {
    const key = keyOfPermission.get(name);
    return key ? t(`permissionNames.${key}`) : name;
  };
}
