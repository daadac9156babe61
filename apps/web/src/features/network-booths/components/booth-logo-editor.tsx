import {
  BOOTH_LOGO_ACCEPT,
  BOOTH_LOGO_MAX_BYTES,
  BOOTH_LOGO_MIME_TYPES,
} from '@portal/contracts/network/network-constants';
import type { TBooth } from '@portal/contracts/network/network-schemas';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CameraIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePickedImage } from '../../../lib/use-picked-image.ts';
import { useDeleteBoothLogo, useUploadBoothLogo } from '../api/booth-logo.ts';
import { useBoothLogoUrl } from '../use-booth-logo-url.ts';

const MAX_MEGABYTES = BOOTH_LOGO_MAX_BYTES / (1024 * 1024);

function isLogoType(type: string): boolean {
  return (BOOTH_LOGO_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * The booth's logo: choose a file, see it before saving, save; or remove it. Type and size are
 * checked here with the contracts' limits, as the profile picture's are (the API checks the bytes
 * again), so a wrong file never uploads.
 */
export function BoothLogoEditor({ booth, readOnly }: { booth: TBooth; readOnly: boolean }) {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const current = useBoothLogoUrl(booth.id, booth.logo_url);
  const upload = useUploadBoothLogo(booth.id);
  const remove = useDeleteBoothLogo(booth.id);
  const picked = usePickedImage({
    isAllowedType: isLogoType,
    maxBytes: BOOTH_LOGO_MAX_BYTES,
    wrongType: () => t('logo.wrongType'),
    tooLarge: () => t('logo.tooLarge', { size: MAX_MEGABYTES }),
  });
  const { file, preview, problem, choose } = picked;
  const busy = upload.isPending || remove.isPending;

  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      picked.clear();
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <Avatar name={booth.name} src={preview ?? current} locale={language} size="lg" />
      <div className="min-w-0 flex-1 space-y-3">
        <p id={hintId} className="text-small text-muted">
          {preview ? t('logo.previewHint') : t('logo.hint', { size: MAX_MEGABYTES })}
        </p>
        {readOnly ? null : (
          <>
            <input
              ref={inputRef}
              type="file"
              accept={BOOTH_LOGO_ACCEPT}
              onChange={choose}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
            />
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                icon={<CameraIcon width={18} height={18} />}
                onClick={() => inputRef.current?.click()}
                aria-describedby={hintId}
                disabled={busy}
              >
                {t('logo.choose')}
              </Button>
              {file ? (
                <>
                  <Button onClick={save} loading={upload.isPending}>
                    {t('logo.save')}
                  </Button>
                  <Button variant="ghost" onClick={picked.clear} disabled={busy}>
                    {t('logo.cancel')}
                  </Button>
                </>
              ) : booth.logo_url ? (
                <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
                  {t('logo.remove')}
                </Button>
              ) : null}
            </div>
          </>
        )}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </div>
    </div>
  );
}
