import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstRouteLoaded } from './app/router';
import { arrivedWithContent } from './lib/embedded-data';
import './styles/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// content from the HTML stays on screen until the app can draw the same page (lazy chunk loaded)
if (arrivedWithContent(root)) void firstRouteLoaded().then(start, start);
else start();
