import { getAccountDocumentFileRoute } from '@portal/contracts/documents/document-routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { downloadFromRoute } from '../../../lib/api/call-route.ts';

/** The types a browser shows safely inside the page: a PDF in its viewer, a photo as a picture. */
const PREVIEWABLE = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
} as const;
type TPreviewKind = (typeof PREVIEWABLE)[keyof typeof PREVIEWABLE];

type TPreviewedDocument = { id: number; file_name: string; mime_type: string };

/** How a document of this type is shown in the page, or null (an e-invoice's XML is downloaded). */
function previewKindOf(mimeType: string): TPreviewKind | null {
  return Object.hasOwn(PREVIEWABLE, mimeType) ? PREVIEWABLE[mimeType as keyof typeof PREVIEWABLE] : null;
}

/**
 * "View": a company's document (an application's or a monthly one) inside the portal, in a dialog,
 * with a download link beside it. The file comes through its own route with the caller's token,
 * so the server's access check and its record of a staff member's access stay as for a download;
 * it is then shown from memory (an `<iframe>` or `<img>` cannot send the token; the page's CSP
 * allows `blob:` frames and pictures). The stored type decides, never the file: only a PDF reaches
 * the frame, typed as one, and only a JPEG or PNG the picture. Nothing is fetched before the dialog
 * opens, so merely listing documents records no access.
 */
export function DocumentPreviewButton({
  accountId,
  document,
  all,
}: {
  accountId: number;
  document: TPreviewedDocument;
  /** Staff reading any company (`?all=1`). */
  all: boolean;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const kind = previewKindOf(document.mime_type);
  if (!kind) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('documentPreview.openLabel', { name: document.file_name })}
      >
        {t('documentPreview.open')}
      </Button>
      {open ? (
        <PreviewDialog
          accountId={accountId}
          document={document}
          kind={kind}
          all={all}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function PreviewDialog({
  accountId,
  document,
  kind,
  all,
  onClose,
}: {
  accountId: number;
  document: TPreviewedDocument;
  kind: TPreviewKind;
  all: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const { url, failed } = useDocumentUrl(accountId, document, all);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('documentPreview.title')}
      description={document.file_name}
      size="lg"
    >
      {failed ? (
        <Alert tone="error">{t('documentPreview.loadFailed')}</Alert>
      ) : url ? (
        <div className="space-y-3">
          {kind === 'pdf' ? (
            <iframe
              src={url}
              title={t('documentPreview.frameTitle', { name: document.file_name })}
              className="h-[65vh] w-full rounded-lg border border-line bg-surface"
            />
          ) : (
            <img
              src={url}
              alt={t('documentPreview.imageAlt', { name: document.file_name })}
              className="max-h-[65vh] w-full rounded-lg border border-line bg-surface object-contain"
            />
          )}
          <a
            href={url}
            download={document.file_name}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('documentPreview.download')}
          </a>
        </div>
      ) : (
        <div className="flex justify-center py-12">
          <Spinner className="size-8 text-brand-700" />
        </div>
      )}
    </Modal>
  );
}

/** The file as an object URL of its stored type, let go when the dialog closes. */
function useDocumentUrl(
  accountId: number,
  document: TPreviewedDocument,
  all: boolean,
): { url: string | null; failed: boolean } {
  const { id, mime_type: mimeType } = document;
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void downloadFromRoute(
      getAccountDocumentFileRoute,
      { params: { id: accountId, documentId: id }, query: all ? { all: '1' } : {} },
      { signal: controller.signal },
    ).then((blob) => {
      if (controller.signal.aborted) return;
      if (!blob) {
        setState({ url: null, failed: true });
        return;
      }
      // Typed as stored (checked at upload), whatever the answer said: a frame shows a PDF only.
      objectUrl = URL.createObjectURL(new Blob([blob], { type: mimeType }));
      setState({ url: objectUrl, failed: false });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [accountId, id, mimeType, all]);
  return state;
}
