import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while the first page's chunks arrive. */
export function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" />
    </div>
  );
}
