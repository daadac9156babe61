import { VIDEO_MODAL_SIZE } from '@portal/contracts/common/limits';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaDialog } from '../../../components/ui/media-dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

const MEDIA = '/media';
const CAPTIONS = ['tr', 'en'] as const;

type VideoModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The promotional video (spec section 1): 800 × 490 on a desktop, scaled down on a phone; Esc or
 * the close button closes it, focus goes back to the button that opened it, and the video stops.
 * The clip is served by the portal itself (public/media, see its README); `preload="none"` keeps
 * it off the landing page's load until the modal opens. A lazy chunk of its own.
 */
export default function VideoModal({ open, onOpenChange }: VideoModalProps) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const video = useRef<HTMLVideoElement>(null);

  // The dialog's content mounts after `open` turns true (a portal), and again on every opening:
  // start the clip when its element arrives. It has no sound, so it may start on its own.
  const mountVideo = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    element?.play().catch(() => undefined);
  }, []);

  const change = (next: boolean) => {
    if (!next) video.current?.pause();
    onOpenChange(next);
  };

  return (
    <MediaDialog
      open={open}
      onOpenChange={change}
      title={t('video.title')}
      description={t('video.description')}
      width={VIDEO_MODAL_SIZE.width}
      height={VIDEO_MODAL_SIZE.height}
    >
      <video
        ref={mountVideo}
        className="block size-full"
        width={VIDEO_MODAL_SIZE.width}
        height={VIDEO_MODAL_SIZE.height}
        controls
        muted
        playsInline
        preload="none"
        poster={`${MEDIA}/promo-poster.webp`}
      >
        <source src={`${MEDIA}/promo.webm`} type="video/webm" />
        <source src={`${MEDIA}/promo.mp4`} type="video/mp4" />
        {CAPTIONS.map((captions) => (
          <track
            key={captions}
            kind="captions"
            src={`${MEDIA}/promo.${captions}.vtt`}
            srcLang={captions}
            label={t(`video.captions.${captions}`)}
            // The slides are in Turkish: English captions translate them; Turkish ones would repeat them.
            default={language === 'en' && captions === 'en'}
          />
        ))}
        <p className="p-6 text-white">
          {t('video.unsupported')}{' '}
          <a href={`${MEDIA}/promo.webm`} download className="underline">
            {t('video.download')}
          </a>
        </p>
      </video>
    </MediaDialog>
  );
}
