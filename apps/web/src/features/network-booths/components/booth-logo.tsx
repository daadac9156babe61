import { Avatar } from '../../../components/ui/avatar.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useBoothLogoUrl } from '../use-booth-logo-url.ts';

/**
 * A booth's logo, or the company's initials when it has none (or while it loads). Decorative: it
 * always sits next to the booth's name.
 */
export function BoothLogo({
  boothId,
  name,
  logoUrl,
  size = 'md',
}: {
  boothId: number;
  name: string;
  logoUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const language = useLanguage();
  const src = useBoothLogoUrl(boothId, logoUrl);
  return <Avatar name={name} src={src} locale={language} size={size} />;
}
