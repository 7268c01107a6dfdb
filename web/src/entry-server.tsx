/**
 * Server render of the pages that arrive with their content: `/`, `/911`, the legal pages and
 * `/evento/{slug}`, drawn by the app's own components from the data eventPage read, so the
 * browser hydrates this very markup (main.tsx) instead of replacing it. Built by
 * `npm run build:ssr -w web` into functions/lib/web-ssr (functions/build.mjs), self-contained.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { renderWithData } from './lib/embedded-data';
import { forgetReactfireObservables } from './lib/reactfire-cache';

/** The build this renderer belongs to: its markup matches only the app shell of the same build. */
export const BUILD_ID: string = import.meta.env.CARCAJADA_BUILD;

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
}

/**
 * The page at `url` (its path decides the route) drawn from `data` (the app's read keys → what
 * the reads would return). Null when the route is not one the server draws (a redirect, an error)
 * or when drawing it needed a read `data` does not hold: the page then goes out without content.
 */
export async function renderPage(url: string, data: Record<string, unknown>): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  forgetReactfireObservables();
  try {
    const { result, missing } = renderWithData(data, () =>
      renderToString(
        // the same tree as main.tsx's <StrictMode><App /></StrictMode>, with a static router
        <StrictMode>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    return missing.length === 0 ? { html: result } : null;
  } finally {
    forgetReactfireObservables();
  }
}
