import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstRouteLoaded } from './app/router';
import { arrivedWithContent } from './lib/embedded-data';
import './styles/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// `/`, `/911` and `/evento/{slug}` arrive drawn by the app's own components (entry-server.tsx):
// once the first route's chunk is loaded the app hydrates that markup, keeping every node, and
// takes its data from the page (no second read). Every other page starts from the shell.
if (arrivedWithContent(root)) {
  void firstRouteLoaded().then(
    () => hydrateRoot(root, app),
    () => createRoot(root).render(app),
  );
} else {
  createRoot(root).render(app);
}
