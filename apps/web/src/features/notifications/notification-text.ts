import type { TInAppNotification } from '@portal/contracts/notifications/notification-routes';
import {
  SHIPMENT_ACTIONS,
  SHIPMENT_KINDS,
  type TShipmentAction,
  type TShipmentKind,
} from '@portal/contracts/office/office-shipments';
import { useTranslation } from 'react-i18next';

function isShipmentKind(value: string | undefined): value is TShipmentKind {
  return (SHIPMENT_KINDS as readonly (string | undefined)[]).includes(value);
}

function isShipmentAction(value: string | undefined): value is TShipmentAction {
  return (SHIPMENT_ACTIONS as readonly (string | undefined)[]).includes(value);
}

/**
 * A notification's title and body in the reader's language: the server stores only its kind and
 * the words to fill in (`params`); codes among them (a shipment's kind, a requested action) are
 * named here too, as `kindLabel` and `actionLabel`.
 */
export function useNotificationText(): (notification: TInAppNotification) => { title: string; body: string } {
  const { t } = useTranslation('notifications');
  return (notification) => {
    const { kind, action } = notification.params;
    const values: Record<string, string> = { ...notification.params };
    if (isShipmentKind(kind)) values.kindLabel = t(`shipmentKinds.${kind}`);
    if (isShipmentAction(action)) values.actionLabel = t(`shipmentActions.${action}`);
    return {
      // `replace`: the words come from the server, so none of them can be taken for an option.
      title: t(`kinds.${notification.kind}.title`, { replace: values }),
      body: t(`kinds.${notification.kind}.body`, { replace: values }),
    };
  };
}
