export type TrackedEvent =
  'PageView' | 'ViewContent' | 'InitiateCheckout' | 'Purchase' | 'CompleteRegistration' | 'Login' | 'Contact' | 'Lead';

export type TrackingParams = Record<string, string | number>;

type FbqFunction = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };

declare global {
  interface Window {
    fbq?: FbqFunction;
  }
}

const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const STANDARD_EVENTS = new Set<TrackedEvent>([
  'PageView',
  'ViewContent',
  'InitiateCheckout',
  'Purchase',
  'CompleteRegistration',
  'Contact',
  'Lead',
]);

/**
 * Installs the Meta pixel's command queue and loads its script once. Calls made before the
 * script arrives are queued, exactly like the official snippet does.
 */
function pixel(pixelId: string): FbqFunction {
  if (window.fbq) return window.fbq;
  const queue: unknown[][] = [];
  const fbq: FbqFunction = (...args: unknown[]) => {
    queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
  fbq('init', pixelId);
  return fbq;
}

/** Fires a marketing event on the Meta pixel when VITE_META_PIXEL_ID is set; a no-op otherwise. */
export function track(event: TrackedEvent, params?: TrackingParams): void {
  const pixelId = import.meta.env.VITE_META_PIXEL_ID;
  if (!pixelId || typeof window === 'undefined') return;
  const fbq = pixel(pixelId);
  // Login is not one of Meta's standard events, so it goes as a custom one.
  fbq(STANDARD_EVENTS.has(event) ? 'track' : 'trackCustom', event, params ?? {});
}
