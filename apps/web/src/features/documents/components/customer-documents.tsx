import { callerPermissions } from '@portal/contracts/accounts/account-schemas';
import { lineStatusIn } from '@portal/contracts/accounts/product-lines';
import {
  formatPeriod,
  shiftPeriod,
  workingPeriod,
  ZPeriod,
} from '@portal/contracts/documents/document-periods';
import { customerMayEditMonthlyDocuments } from '@portal/contracts/documents/monthly-documents';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { MonthCloseCompletion } from '../../../domains/month-close/components/month-close-completion.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useUploadMonthlyDocument } from '../api/upload-monthly-document.ts';
import { CompanyVault } from './company-vault.tsx';
import { DeadlineCountdown } from './deadline-countdown.tsx';
import { DocumentRequests } from './document-requests.tsx';
import { MonthDocuments } from './month-documents.tsx';
import { UploadPanel } from './upload-panel.tsx';

/** How many months back the picker offers (the working month and the year before it). */
const MONTHS_BACK = 12;

/**
 * The customer's view: the selected company's month (the working month by default, `?period=`
 * in the URL for an earlier one), its deadline, the upload and the month's documents; above it
 * the documents the advisor asked for, under it those the firm obtained for the company.
 */
const systemNow = () => new Date();

export function CustomerDocuments({ now = systemNow }: { now?: () => Date }) {
  const { t } = useTranslation('documents');
  const company = useStoredValue('account');
  const { data: detail } = useSelectedAccount();
  if (!company) return <EmptyState>{t('noCompany')}</EmptyState>;
  // The accountant line's own state decides, as on the server (an office line may owe meanwhile).
  const status = lineStatusIn(detail?.lines, ACCOUNTANT_LINE.id, company.status);
  // A team member without the 'upload documents' switch reads only (issue 16; the server refuses too).
  const mayUpload = callerPermissions(detail ?? {}).upload_documents;
  const target = { accountId: company.id, scope: {} };
  return (
    <div className="space-y-10">
      {/* The firm's half (issue 33): what the advisor asks for first (shown only when there is any),
          and what the firm obtained for the company last. */}
      <DocumentRequests
        target={target}
        isStaff={false}
        mayFulfil={customerMayEditMonthlyDocuments(status) && mayUpload}
      />
      <CompanyMonth accountId={company.id} status={status} mayUpload={mayUpload} now={now} />
      <CompanyVault target={target} isStaff={false} />
    </div>
  );
}

function CompanyMonth({
  accountId,
  status,
  mayUpload,
  now,
}: {
  accountId: number;
  status: number;
  mayUpload: boolean;
  now: () => Date;
}) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const pickerId = useId();
  const [params, setParams] = useSearchParams();
  const latest = workingPeriod(now());
  const months = Array.from({ length: MONTHS_BACK }, (_, back) => shiftPeriod(latest, -back));
  const asked = ZPeriod.safeParse(params.get('period'));
  const period = asked.success && months.includes(asked.data) ? asked.data : latest;
  const editable = customerMayEditMonthlyDocuments(status) && mayUpload;
  const { upload } = useUploadMonthlyDocument(accountId, period);

  return (
    <div className="space-y-6">
      <Field label={t('month')} id={pickerId} className="max-w-xs">
        {(control) => (
          <select
            {...control}
            className={controlClasses}
            value={period}
            onChange={(event) =>
              setParams((current) => {
                current.set('period', event.target.value);
                return current;
              })
            }
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {formatPeriod(month, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DeadlineCountdown period={period} now={now} />
      {/* Once the month has ended: where its close stands, and "this month is complete" (issue 33). */}
      <MonthCloseCompletion accountId={accountId} period={period} mayComplete={editable} now={now} />
      {editable ? (
        <UploadPanel onUpload={(input) => upload.mutateAsync(input)} />
      ) : (
        <Alert tone="info">{t(mayUpload ? 'upload.notActive' : 'upload.notAllowed')}</Alert>
      )}
      <MonthDocuments accountId={accountId} period={period} editable={editable} />
    </div>
  );
}
