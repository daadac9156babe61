import { useEffect, useState } from 'react';

/**
 * The current moment, renewed every `intervalMs`: a hold's countdown ticks each second, a
 * session's "started" state and the calendar's today follow the clock without a reload.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
