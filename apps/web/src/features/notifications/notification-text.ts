import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { isCompanyDocumentKind } from '@portal/contracts/company-documents/company-documents';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import { isLedgerDate } from '@portal/contracts/ledger/ledger-schemas';
import type { TInAppNotification } from '@portal/contracts/notifications/notification-routes';
import {
  SHIPMENT_ACTIONS,
  SHIPMENT_KINDS,
  type TShipmentAction,
  type TShipmentKind,
} from '@portal/contracts/office/office-shipments';
import { TAX_RETURN_KINDS, type TTaxReturnKind } from '@portal/contracts/tax-returns/tax-returns';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';

function isShipmentKind(value: string | undefined): value is TShipmentKind {
  return (SHIPMENT_KINDS as readonly (string | undefined)[]).includes(value);
}

function isShipmentAction(value: string | undefined): value is TShipmentAction {
  return (SHIPMENT_ACTIONS as readonly (string | undefined)[]).includes(value);
}

function isTaxReturnKind(value: string | undefined): value is TTaxReturnKind {
  return (TAX_RETURN_KINDS as readonly (string | undefined)[]).includes(value);
}

/**
 * A notification's title and body in the reader's language: the server stores only its kind and
 * the words to fill in (`params`); codes among them (a shipment's kind, a requested action) are
 * named here too, as `kindLabel` and `actionLabel`, a day (`due_date`, YYYY-MM-DD) is written
 * out as `dueDate` and a month (`period`, YYYY-MM) as `periodLabel`.
 */
export function useNotificationText(): (notification: TInAppNotification) => { title: string; body: string } {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  return (notification) => {
    const { kind, action, due_date: dueDate } = notification.params;
    const values: Record<string, string> = { ...notification.params };
    if (dueDate !== undefined)
      values.dueDate = isLedgerDate(dueDate) ? formatCalendarDate(dueDate, language) : dueDate;
    if (isShipmentKind(kind)) values.kindLabel = t(`shipmentKinds.${kind}`);
    if (isShipmentAction(action)) values.actionLabel = t(`shipmentActions.${action}`);
    // The firm's documents (issue 33): a return by its kind and period, a vault document by its title or kind.
    const { return_kind: returnKind, period, document_kind: documentKind, title } = notification.params;
    if (isTaxReturnKind(returnKind)) {
      const month = period && /^\d{4}-\d{2}$/.test(period) ? formatPeriod(period, language) : period;
      values.returnLabel = month
        ? `${t(`taxReturnKinds.${returnKind}`)}, ${month}`
        : t(`taxReturnKinds.${returnKind}`);
    }
    if (isCompanyDocumentKind(documentKind)) values.documentLabel = title || t(`vaultKinds.${documentKind}`);
    // A month (a document to correct) written out: "Ekim 2026".
    if (period && /^\d{4}-\d{2}$/.test(period)) values.periodLabel = formatPeriod(period, language);
    return {
      // `replace`: the words come from the server, so none of them can be taken for an option.
      title: t(`kinds.${notification.kind}.title`, { replace: values }),
      body: t(`kinds.${notification.kind}.body`, { replace: values }),
    };
  };
}
