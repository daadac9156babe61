import {
  DOCUMENT_MAX_BYTES,
  offeredDocumentKinds,
  requiredDocumentKinds,
} from '@portal/contracts/documents/document-kinds';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSelectedAccountPermissions } from '../../../domains/accounts/accounts.ts';
import { useDocuments } from '../../../domains/accounts/documents.ts';
import { StepError } from '../../../domains/wizard/components/step-error.tsx';
import { WizardActions } from '../../../domains/wizard/components/wizard-frame.tsx';
import { DocumentSlot } from '../components/document-slot.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/**
 * Step 5: the ID image, the title deed or lease (not at one of our virtual offices: the office
 * contract replaces it), and the vehicle licence when a vehicle is used.
 */
export default function FilesStepPage() {
  const { t } = useTranslation('wizard');
  const wizard = useWizardStep('files');
  return (
    <WizardFrame
      slug="files"
      wizard={wizard}
      lead={t('files.lead', { max: Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024)) })}
    >
      {wizard.account ? <FilesForm wizard={wizard} accountId={wizard.account.id} /> : null}
    </WizardFrame>
  );
}

function FilesForm({ wizard, accountId }: { wizard: ReturnType<typeof useWizardStep>; accountId: number }) {
  const { t } = useTranslation('wizard');
  const documents = useDocuments(accountId);
  // A team member without the 'upload documents' switch reads only; the server refuses too.
  const mayUpload = useSelectedAccountPermissions().upload_documents;
  const [missing, setMissing] = useState(false);
  const byKind = new Map((documents.data ?? []).map((document) => [document.kind, document]));
  // At one of our virtual offices the office contract replaces the title deed or lease (issue 36).
  const atVirtualOffice = wizard.saved.address_option === 'virtual_office';
  const required = requiredDocumentKinds(wizard.saved.address_option);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const complete = required.every((kind) => byKind.has(kind));
    setMissing(!complete);
    if (complete) await wizard.complete().catch(() => undefined);
  };

  if (documents.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {atVirtualOffice ? <Alert tone="info">{t('files.virtualOfficeNoLease')}</Alert> : null}
      {offeredDocumentKinds(wizard.saved.address_option).map((kind) => (
        <DocumentSlot
          key={kind}
          accountId={accountId}
          kind={kind}
          document={byKind.get(kind)}
          required={required.includes(kind)}
          mayUpload={mayUpload}
        />
      ))}
      {mayUpload ? null : <Alert tone="info">{t('files.notAllowed')}</Alert>}
      {missing ? (
        <Alert tone="error">{t(atVirtualOffice ? 'files.missingIdentity' : 'files.missing')}</Alert>
      ) : null}
      <StepError error={wizard.saveError} />
      <WizardActions wizard={wizard} />
    </form>
  );
}
