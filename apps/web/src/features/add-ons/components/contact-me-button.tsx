import type { TProductType } from '@portal/contracts/products/product-types';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { useRequestProductContact } from '../../../domains/payments/product-contact.ts';

/** "Call me about this": staff get an appointment request; the server's answer shows as a notification. */
export function ContactMeButton({
  accountId,
  type,
  productId,
  label,
}: {
  accountId: number;
  type: TProductType;
  productId: number;
  label: string;
}) {
  const contact = useRequestProductContact();
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<PhoneIcon className="size-4" />}
      loading={contact.isPending}
      onClick={() => contact.mutate({ type, id: productId, accountId })}
    >
      {label}
    </Button>
  );
}
