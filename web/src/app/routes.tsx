import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PARTNER_VENUE_NAME } from '@carcajada/domain';
import { Spinner } from '../components/ui/Spinner';
import type * as RouteGuards from '../features/auth/components/route-guards';
import HomePage from '../features/events/pages/HomePage';
import type { RouteTitleHandle } from '../hooks/use-document-title';
import { loadAuth } from '../lib/auth-loader';
import { RootLayout } from './RootLayout';

type PageModule = { default: ComponentType };
type GuardName = keyof typeof RouteGuards;

interface PageOptions {
  /** Wraps the page in this route guard (loaded with the page: the guards read the session). */
  guard?: GuardName;
  /**
   * The page calls reactfire's `useAuth()` on arrival: Auth's chunk is loaded before it renders.
   * (Perfil and Mis tickets call it only for a signed-in user, whose session loaded Auth already.)
   */
  auth?: boolean;
}

/**
 * A lazily loaded page, optionally wrapped in a route guard. Guards and Auth come with the pages
 * that need them, never with the entry (the home page's first load ships neither).
 */
function page(load: () => Promise<PageModule>, { guard, auth = false }: PageOptions = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ default: Page }, guards] = await Promise.all([
        load(),
        guard ? import('../features/auth/components/route-guards') : undefined,
        auth ? loadAuth() : undefined,
      ]);
      const Guard = guard && guards ? guards[guard] : undefined;
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

/** The route's document title ("<page> · Carcajada"; '' = home), set by the root layout. */
const title = (page: string): RouteTitleHandle => ({ title: page });

const keepParam = (prefix: string, name: string) => (params: LoaderFunctionArgs['params']) =>
  `${prefix}/${encodeURIComponent(params[name] ?? '')}`;

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <Spinner fullScreen size="large" theatrical />,
    children: [
      // The landing page ships with the entry: its event list is the first thing most visitors see.
      { index: true, Component: HomePage, handle: title('') },
      {
        path: '911',
        handle: title(PARTNER_VENUE_NAME),
        ...page(() => import('../features/events/pages/PartnerVenuePage')),
      },
      { path: 'evento/:slug', ...page(() => import('../features/events/pages/EventDetailPage')) },
      { path: 'evento', ...page(() => import('../features/events/pages/EventDetailPage')) },
      {
        path: 'compra/:slug',
        handle: title('Resumen de compra'),
        ...page(() => import('../features/checkout/pages/CheckoutPage')),
      },
      {
        path: 'compra-finalizada',
        handle: title('Compra finalizada'),
        ...page(() => import('../features/checkout/pages/PurchaseFinishedPage')),
      },
      {
        path: 'perfil',
        handle: title('Mi perfil'),
        ...page(() => import('../features/profile/pages/ProfilePage')),
      },
      {
        path: 'editar-perfil',
        handle: title('Editar perfil'),
        ...page(() => import('../features/profile/pages/EditProfilePage'), { guard: 'RequireSignedIn' }),
      },
      {
        path: 'tickets',
        handle: title('Mis tickets'),
        ...page(() => import('../features/tickets/pages/TicketsPage')),
      },
      {
        path: 'iniciar-sesion',
        handle: title('Iniciar sesión'),
        ...page(() => import('../features/auth/pages/LoginPage'), { guard: 'RedirectIfSignedIn', auth: true }),
      },
      {
        path: 'crear-cuenta',
        handle: title('Crear cuenta'),
        ...page(() => import('../features/auth/pages/SignUpPage'), { guard: 'RedirectIfSignedIn', auth: true }),
      },
      {
        path: 'olvide-contrasena',
        handle: title('Recuperar contraseña'),
        ...page(() => import('../features/auth/pages/ForgotPasswordPage'), { guard: 'RedirectIfSignedIn', auth: true }),
      },
      {
        path: 'demo-design-system',
        handle: title('Sistema de diseño'),
        ...page(() => import('../features/design-system/pages/DesignSystemPage')),
      },
      {
        path: 'administrador',
        handle: title('Panel del organizador'),
        ...page(() => import('../features/admin/pages/AdminPage'), { guard: 'RequireDashboard' }),
      },
      {
        path: 'administrador/shows/nuevo',
        handle: title('Nuevo show'),
        ...page(() => import('../features/admin/pages/EventEditorPage'), { guard: 'RequireDashboard' }),
      },
      {
        path: 'administrador/shows/:eventId',
        handle: title('Editar show'),
        ...page(() => import('../features/admin/pages/EventEditorPage'), { guard: 'RequireDashboard' }),
      },
      {
        path: 'administrador/shows/:eventId/asistentes',
        handle: title('Asistentes'),
        ...page(() => import('../features/admin/pages/AttendeesPage'), { guard: 'RequireDashboard' }),
      },
      {
        path: 'administrador/shows/:eventId/ventas',
        handle: title('Ventas y códigos'),
        ...page(() => import('../features/admin/pages/ShowSalesPage'), { guard: 'RequireDashboard' }),
      },
      {
        path: 'administrador/ingreso',
        handle: title('Control de ingreso'),
        ...page(() => import('../features/checkin/pages/CheckInPage'), { guard: 'RequireDoorAccess' }),
      },
      {
        path: 'administrador/liquidacion',
        handle: title('Liquidación'),
        ...page(() => import('../features/admin/pages/SettlementPage'), { guard: 'RequireDashboard' }),
      },
      {
        path: 'administrador/organizadores',
        handle: title('Organizadores'),
        ...page(() => import('../features/admin/pages/OrganizersPage'), { guard: 'RequireAdmin' }),
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
