import type { ComponentType, ReactNode } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { RedirectIfSignedIn, RequireAdmin, RequireSignedIn } from '../features/auth/components/route-guards';
import HomePage from '../features/events/pages/HomePage';
import { RootLayout } from './RootLayout';

type PageModule = { default: ComponentType };
type Guard = ComponentType<{ children: ReactNode }>;

/** A lazily loaded page, optionally wrapped in a route guard. */
function page(load: () => Promise<PageModule>, Guard?: Guard): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return { Component: Guard ? () => <Guard>{<Page />}</Guard> : Page };
    },
  };
}

/** Rendered only for the instant before a redirect loader's answer is applied. */
function RedirectingRoute() {
  return null;
}

/** Legacy English path → Spanish path, keeping the query string (spec's legacy redirects). */
function legacyRedirect(path: string, target: (params: LoaderFunctionArgs['params']) => string): RouteObject {
  return {
    path,
    loader: ({ params, request }) => redirect(`${target(params)}${new URL(request.url).search}`),
    Component: RedirectingRoute,
  };
}

const keepParam = (prefix: string, name: string) => (params: LoaderFunctionArgs['params']) =>
  `${prefix}/${encodeURIComponent(params[name] ?? '')}`;

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <Spinner fullScreen size="large" theatrical />,
    children: [
      // The landing page ships with the entry: its event list is the first thing most visitors see.
      { index: true, Component: HomePage },
      { path: '911', ...page(() => import('../features/events/pages/PartnerVenuePage')) },
      { path: 'evento/:slug', ...page(() => import('../features/events/pages/EventDetailPage')) },
      { path: 'evento', ...page(() => import('../features/events/pages/EventDetailPage')) },
      { path: 'compra/:slug', ...page(() => import('../features/checkout/pages/CheckoutPage')) },
      { path: 'compra-finalizada', ...page(() => import('../features/checkout/pages/PurchaseFinishedPage')) },
      { path: 'perfil', ...page(() => import('../features/profile/pages/ProfilePage')) },
      { path: 'editar-perfil', ...page(() => import('../features/profile/pages/EditProfilePage'), RequireSignedIn) },
      { path: 'tickets', ...page(() => import('../features/tickets/pages/TicketsPage')) },
      { path: 'iniciar-sesion', ...page(() => import('../features/auth/pages/LoginPage'), RedirectIfSignedIn) },
      { path: 'crear-cuenta', ...page(() => import('../features/auth/pages/SignUpPage'), RedirectIfSignedIn) },
      {
        path: 'olvide-contrasena',
        ...page(() => import('../features/auth/pages/ForgotPasswordPage'), RedirectIfSignedIn),
      },
      { path: 'demo-design-system', ...page(() => import('../features/design-system/pages/DesignSystemPage')) },
      { path: 'administrador', ...page(() => import('../features/admin/pages/AdminPage'), RequireAdmin) },
      {
        path: 'administrador/shows/nuevo',
        ...page(() => import('../features/admin/pages/EventEditorPage'), RequireAdmin),
      },
      {
        path: 'administrador/shows/:eventId',
        ...page(() => import('../features/admin/pages/EventEditorPage'), RequireAdmin),
      },
      {
        path: 'administrador/shows/:eventId/asistentes',
        ...page(() => import('../features/admin/pages/AttendeesPage'), RequireAdmin),
      },
      {
        path: 'administrador/ingreso',
        ...page(() => import('../features/checkin/pages/CheckInPage'), RequireAdmin),
      },

      legacyRedirect('login', () => '/iniciar-sesion'),
      legacyRedirect('signup', () => '/crear-cuenta'),
      legacyRedirect('forget-password', () => '/olvide-contrasena'),
      legacyRedirect('event/:eventId', keepParam('/evento', 'eventId')),
      legacyRedirect('checkout/:eventId', keepParam('/compra', 'eventId')),
      legacyRedirect('profile', () => '/perfil'),
      legacyRedirect('edit-profile', () => '/editar-perfil'),
      legacyRedirect('admin', () => '/administrador'),
      { path: '*', loader: () => redirect('/'), Component: RedirectingRoute },
    ],
  },
];
