import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** The device's clock in milliseconds, re-read every second while `ticking` (e.g. a countdown is shown). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
