import { COMPANY_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useCreateAccount } from '../../../domains/accounts/accounts.ts';
import { isStaffSession } from '../../../domains/session/session.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The company-name modal: a name is required before continuing; the input simply stops at 60
 * characters (spec section 5). A new company reloads the list, becomes the selected one and the
 * customer goes to the company-status page.
 */
export default function CompanyNameDialog({
  dismissible,
  onClose,
}: {
  /** A customer without any company cannot close it: the application needs a name first. */
  dismissible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['nav', 'validation']);
  const language = useLanguage();
  const navigate = useNavigate();
  const create = useCreateAccount();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('validation:companyNameRequired'));
      return;
    }
    try {
      await create.mutateAsync(name.trim());
      onClose();
      // A customer goes on to the application (spec section 4); staff, who do not fill the
      // wizard in themselves, stay where they are.
      if (!isStaffSession()) navigate(pathTo(language, 'applicationForm:status'));
    } catch (failure) {
      // The client has shown the message already; a field message goes under the input as well.
      if (failure instanceof ApiError) setError(failure.errors.name?.[0]);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && dismissible) onClose();
      }}
      title={t('companyName.title')}
      description={t('companyName.lead')}
      size="sm"
      dismissible={dismissible}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Input
          label={t('companyName.label')}
          name="company_name"
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={t('companyName.hint', { max: COMPANY_NAME_MAX_LENGTH })}
          required
          // Focused at once: the dialog exists only to ask for this one field.
          autoFocus
        />
        <Button type="submit" fullWidth loading={create.isPending}>
          {t('companyName.submit')}
        </Button>
      </form>
    </Modal>
  );
}
