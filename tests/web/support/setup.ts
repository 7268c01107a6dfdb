import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetReactfireObservables } from '../../../web/src/lib/reactfire-cache';
import { installIntersectionObserver } from './intersection-observer';

installIntersectionObserver();

// The hand-over to Mercado Pago is one stand-in for the whole run. The runner keeps the app's modules
// from file to file but runs each file's mock factory anew, so a fresh vi.fn per file would leave the
// checkout bound to whichever file opened it first; the one kept on globalThis is the same for all.
const leaveForPaymentStandIn = vi.hoisted(() => {
  const kept = globalThis as { carcajadaLeaveForPayment?: ReturnType<typeof vi.fn> };
  kept.carcajadaLeaveForPayment ??= vi.fn();
  return kept.carcajadaLeaveForPayment;
});
vi.mock('../../../web/src/features/checkout/utils/leave-for-payment', () => ({
  leaveForPayment: leaveForPaymentStandIn,
}));

// A screen drawn from the emulators waits on them: on a loaded 2-core machine (CI, or the e2e
// layer running beside this one) a read can take seconds, so findBy* waits well past its 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// Tests that prove a refused read shows its Spanish error would otherwise print the SDK's own log
// of each refusal (a screen of JSON per case) into a passing run.
setLogLevel('silent');

afterEach(() => {
  cleanup();
});

// The web runner keeps modules from file to file (vitest.config.ts), and with them reactfire's cache
// of reads: each file starts with an empty one, as a page load does, so it never draws what an
// earlier file read (a list of the catalogue as it stood minutes ago).
beforeAll(() => forgetReactfireObservables());
