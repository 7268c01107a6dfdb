import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installIntersectionObserver } from './intersection-observer';

// jsdom lacks these browser APIs; the app only needs them to exist.
installIntersectionObserver();
window.scrollTo = () => undefined;
window.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

afterEach(() => {
  cleanup();
});
