import { useEffect, useRef, useState } from 'react';

/**
 * Calls onVisible when the element given to the returned ref callback scrolls into view
 * (with a margin, so the next page is on its way before the user hits the end).
 */
export function useVisibleTrigger(enabled: boolean, onVisible: () => void): (element: HTMLElement | null) => void {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const onVisibleRef = useRef(onVisible);

  useEffect(() => {
    onVisibleRef.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    if (!enabled || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, target]);

  return setTarget;
}
