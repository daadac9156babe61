import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from './icons.tsx';

type ModalProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The element that opens the modal (rendered as is; focus returns to it on close). */
  trigger?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** False for a question that must be answered: no close button, Esc and clicks outside do nothing. */
  dismissible?: boolean;
  children?: ReactNode;
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * A dialog on Radix: focus is trapped inside, Esc and the close button close it, and focus
 * returns to what opened it: the `trigger`, or else whatever had focus when it opened (a button
 * that opens a lazily loaded modal through state).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  size = 'md',
  dismissible = true,
  children,
}: ModalProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus(Boolean(trigger));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none',
            widths[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          {...(dismissible
            ? {}
            : {
                onEscapeKeyDown: (event: Event) => event.preventDefault(),
                onPointerDownOutside: (event: Event) => event.preventDefault(),
              })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-h3 font-bold text-brand-950">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close
                className="-m-2 rounded-lg p-2 text-muted hover:bg-surface hover:text-ink"
                aria-label={t('close')}
              >
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="mt-2 text-body text-muted">{description}</Dialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Radix returns focus to its Trigger only. A modal opened from state (no Trigger) remembers the
 * element that had focus when it opened and gives focus back to it when it closes.
 */
export function useReturnFocus(hasTrigger: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (hasTrigger || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
