import { useIsLoading } from '../../lib/loading.ts';
import { useIsNavigating } from '../../lib/navigation.tsx';

/** A thin bar at the top while a page or an API call is loading; decorative (pages announce their own state). */
export function LoadingBar() {
  const navigating = useIsNavigating();
  const apiLoading = useIsLoading();
  const active = apiLoading || navigating;
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden transition-opacity duration-200 ${active ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-full w-1/3 animate-[loading-bar_1.2s_ease-in-out_infinite] bg-accent-400 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
