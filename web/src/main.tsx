import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstRouteLoaded } from './app/router';
import { arrivedWithContent } from './lib/embedded-data';
import { registerServiceWorkerWhenSettled } from './lib/service-worker';
import { startUp } from './lib/start-up';
import './styles/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// `/`, `/911` and `/evento/{slug}` arrive drawn by the app's own components (entry-server.tsx):
// once the first route's chunk is loaded and the page painted, the app hydrates that markup,
// keeping every node, and takes its data from the page (no second read). Every other page starts
// from the shell, whose boot stage stays until the first route is loaded: the first render draws
// the page itself, not the router's loading spinner (which would be the visit's first contentful
// paint, its text a moment before the page's).
// Both in a transition: React then renders in slices, yielding to the browser every few
// milliseconds, instead of one long task that holds up input and paint (a phone's CPU).
// The phases and their order: lib/start-up.ts.
const render = () => startTransition(() => createRoot(root).render(app));
if (arrivedWithContent(root)) {
  void firstRouteLoaded().then(() => startUp.hydrate(() => startTransition(() => void hydrateRoot(root, app))), render);
} else {
  void firstRouteLoaded().then(() => startUp.paint(render));
}

registerServiceWorkerWhenSettled();
