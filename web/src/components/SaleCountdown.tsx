import { useEffect, useState } from 'react';
import { countdownText, ON_SALE_TEXTS } from '@carcajada/domain';
import { drawsServerMarkup } from '../lib/embedded-data';
import styles from './SaleCountdown.module.css';

/** The current time, again every second while `active` (null on the server: no clock in the markup). */
export function useNow(active = true): Date | null {
  // the page the server drew has no clock in it: the browser's comes right after hydration
  const [now, setNow] = useState<number | null>(() => (drawsServerMarkup() ? null : Date.now()));
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active]);
  return now === null ? null : new Date(now);
}

/**
 * "Venta desde el 4 de diciembre a las 10:00 a. m." (Bogotá) and, in the browser, a live
 * countdown to the opening; `onOpen` runs once it has come.
 */
export function SaleCountdown({ opensAt, onOpen }: { opensAt: Date; onOpen?: () => void }) {
  const now = useNow();
  const open = now !== null && now.getTime() >= opensAt.getTime();
  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);
  return (
    <div className={styles.opening}>
      <p className={styles.when}>{ON_SALE_TEXTS.saleOpens(opensAt)}</p>
      {now !== null && !open && (
        <p className={styles.countdown}>
          <span className={styles.label}>{ON_SALE_TEXTS.countdownLabel}</span>{' '}
          <time role="timer" aria-live="off" dateTime={opensAt.toISOString()} className={styles.clock}>
            {countdownText(opensAt, now)}
          </time>
        </p>
      )}
    </div>
  );
}
