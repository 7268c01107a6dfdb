import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterEach } from 'vitest';
import { installIntersectionObserver } from './intersection-observer';

installIntersectionObserver();

// Tests that prove a refused read shows its Spanish error would otherwise print the SDK's own log
// of each refusal (a screen of JSON per case) into a passing run.
setLogLevel('silent');

afterEach(() => {
  cleanup();
});
