import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, isAvatarMimeType } from '@portal/contracts/users/avatar';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CameraIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TStoredUser } from '../../../lib/storage.ts';
import { useAvatarUrl } from '../../../lib/use-avatar-url.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePickedImage } from '../../../lib/use-picked-image.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useUpdateAvatar } from '../api/update-avatar.ts';

const MAX_MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);

/**
 * The profile picture: choose a file, see it before saving, save. Type and size are checked
 * here with the contracts' limits (the API checks them again), so a wrong file never uploads.
 */
export function AvatarUploader({ user }: { user: TStoredUser }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const version = useStoredValue('avatar');
  const current = useAvatarUrl(user.id, version);
  const upload = useUpdateAvatar(user.id);
  const picked = usePickedImage({
    isAllowedType: isAvatarMimeType,
    maxBytes: AVATAR_MAX_BYTES,
    wrongType: () => t('avatar.wrongType'),
    tooLarge: () => t('avatar.tooLarge', { size: MAX_MEGABYTES }),
  });
  const { file, preview, problem, choose } = picked;

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
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('avatar.title')}</h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="relative self-start">
          <Avatar name={user.name} src={preview ?? current} locale={language} size="lg" />
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <Spinner label={t('avatar.uploading')} />
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p id={hintId} className="text-small text-muted">
            {preview ? t('avatar.previewHint') : t('avatar.hint', { size: MAX_MEGABYTES })}
          </p>
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
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
              disabled={upload.isPending}
            >
              {t('avatar.choose')}
            </Button>
            {file ? (
              <>
                <Button onClick={save} loading={upload.isPending}>
                  {t('avatar.save')}
                </Button>
                <Button variant="ghost" onClick={picked.clear} disabled={upload.isPending}>
                  {t('avatar.cancel')}
                </Button>
              </>
            ) : null}
          </div>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
        </div>
      </div>
    </Card>
  );
}
