import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import { useReturnFocus } from './modal.tsx';

type MediaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read to screen readers; not shown (the media speaks for itself). */
  title: string;
  description?: string;
  /** The media's size on a large screen; smaller screens scale it down, keeping the ratio. */
  width: number;
  height: number;
  children: ReactNode;
};

/**
 * A dialog that is only its media (a video): exactly `width` × `height` on a desktop, scaled down
 * with the same ratio to fit a phone (the width, or 85% of the height, whichever is tighter).
 * Radix gives it the focus trap, Esc, the close button, and focus back to the opener.
 */
export function MediaDialog({
  open,
  onOpenChange,
  title,
  description,
  width,
  height,
  children,
}: MediaDialogProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus(false);
  const size: CSSProperties = {
    width: `min(${width}px, calc(100vw - 2rem), calc(85vh * ${width} / ${height}))`,
    aspectRatio: `${width} / ${height}`,
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/80" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 bg-black shadow-2xl focus:outline-none"
          style={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          {children}
          <Dialog.Close
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-950 shadow-card hover:bg-white"
            aria-label={t('close')}
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
