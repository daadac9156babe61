import { type ChangeEvent, useEffect, useState } from 'react';

export type TPickedImageRules = {
  /** The image types the server accepts (checked again there, on the bytes). */
  isAllowedType: (mimeType: string) => boolean;
  maxBytes: number;
  /** The translated messages for a refused file. */
  wrongType: () => string;
  tooLarge: () => string;
};

/**
 * A picture chosen for upload (a profile picture, a booth's logo): the client's early check with
 * the contracts' limits, so a wrong file never uploads, and a preview URL released when it changes.
 */
export function usePickedImage(rules: TPickedImageRules) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!picked) return;
    if (!rules.isAllowedType(picked.type)) {
      setProblem(rules.wrongType());
      setFile(null);
    } else if (picked.size > rules.maxBytes) {
      setProblem(rules.tooLarge());
      setFile(null);
    } else {
      setProblem(null);
      setFile(picked);
    }
  };

  return { file, preview, problem, choose, clear: () => setFile(null) };
}
