import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { childRoutePath, DATA_CONSENT_TEXTS, PAGES, PARTNER_VENUE_NAME, type PageId } from '@carcajada/domain';
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
  /** The route's document title ("<page> · Carcajada"; '' = home), set by the root layout. */
  title?: string;
}

type PageLoader = () => Promise<PageModule>;

/**
 * The module each manifest page's route loads (tests/web/app-routes checks them against PAGES'
 * modules, both ways). The imports stay literal `import()` calls: the bundler needs their names.
 */
const pageLoaders: Partial<Record<PageId, PageLoader>> = {};
export const routePageLoaders: Readonly<Partial<Record<PageId, PageLoader>>> = pageLoaders;

/** A route's handle: its title (see `title`) and which manifest page it draws. */
export interface PageRouteHandle extends Partial<RouteTitleHandle> {
  page: PageId;
}

/**
 * The route of manifest page `id` (its path from PAGES), lazily loaded, optionally wrapped in a
 * route guard. Guards and Auth come with the pages that need them, never with the entry (the
 * home page's first load ships neither).
 */
function pageRoute(id: PageId, load: PageLoader, { guard, auth = false, title }: PageOptions = {}): RouteObject {
  pageLoaders[id] = load;
  const handle: PageRouteHandle = title === undefined ? { page: id } : { page: id, title };
  return {
    path: childRoutePath(PAGES[id]),
    handle,
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

const keepParam = (prefix: string, name: string) => (params: LoaderFunctionArgs['params']) =>
  `${prefix}/${encodeURIComponent(params[name] ?? '')}`;

/** The home page's index route: in the entry, not lazily loaded ('' title: the site's own). */
function homeRoute(): RouteObject {
  pageLoaders.home = () => Promise.resolve({ default: HomePage });
  const handle: PageRouteHandle = { page: 'home', title: '' };
  return { index: true, Component: HomePage, handle };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: () => <Spinner fullScreen size="large" theatrical />,
    children: [
      // The landing page ships with the entry: its event list is the first thing most visitors see.
      homeRoute(),
      pageRoute('partnerVenue', () => import('../features/events/pages/PartnerVenuePage'), {
        title: PARTNER_VENUE_NAME,
      }),
      pageRoute('event', () => import('../features/events/pages/EventDetailPage')),
      pageRoute('eventWithoutSlug', () => import('../features/events/pages/EventDetailPage')),
      pageRoute('checkout', () => import('../features/checkout/pages/CheckoutPage'), { title: 'Resumen de compra' }),
      pageRoute('queue', () => import('../features/on-sale/pages/WaitingRoomPage'), {
        title: 'Fila virtual',
        guard: 'RequireSignedIn',
      }),
      pageRoute('purchaseFinished', () => import('../features/checkout/pages/PurchaseFinishedPage'), {
        title: 'Compra finalizada',
      }),
      pageRoute('profile', () => import('../features/profile/pages/ProfilePage'), { title: 'Mi perfil' }),
      pageRoute('editProfile', () => import('../features/profile/pages/EditProfilePage'), {
        title: 'Editar perfil',
        guard: 'RequireSignedIn',
      }),
      pageRoute('tickets', () => import('../features/tickets/pages/TicketsPage'), { title: 'Mis tickets' }),
      pageRoute('login', () => import('../features/auth/pages/LoginPage'), {
        title: 'Iniciar sesión',
        guard: 'RedirectIfSignedIn',
        auth: true,
      }),
      pageRoute('signUp', () => import('../features/auth/pages/SignUpPage'), {
        title: 'Crear cuenta',
        guard: 'RedirectIfSignedIn',
        auth: true,
      }),
      pageRoute('forgotPassword', () => import('../features/auth/pages/ForgotPasswordPage'), {
        title: 'Recuperar contraseña',
        guard: 'RedirectIfSignedIn',
        auth: true,
      }),
      pageRoute('designSystem', () => import('../features/design-system/pages/DesignSystemPage'), {
        title: 'Sistema de diseño',
      }),
      pageRoute('dataPolicy', () => import('../features/legal/pages/DataPolicyPage'), {
        title: DATA_CONSENT_TEXTS.policyTitle,
      }),
      pageRoute('terms', () => import('../features/legal/pages/TermsPage'), { title: DATA_CONSENT_TEXTS.termsTitle }),
      pageRoute('admin', () => import('../features/admin/pages/AdminPage'), {
        title: 'Panel del organizador',
        guard: 'RequireDashboard',
      }),
      pageRoute('newShow', () => import('../features/admin/pages/EventEditorPage'), {
        title: 'Nuevo show',
        guard: 'RequireDashboard',
      }),
      pageRoute('editShow', () => import('../features/admin/pages/EventEditorPage'), {
        title: 'Editar show',
        guard: 'RequireDashboard',
      }),
      pageRoute('attendees', () => import('../features/admin/pages/AttendeesPage'), {
        title: 'Asistentes',
        guard: 'RequireDashboard',
      }),
      pageRoute('showSales', () => import('../features/admin/pages/ShowSalesPage'), {
        title: 'Ventas y códigos',
        guard: 'RequireDashboard',
      }),
      pageRoute('checkIn', () => import('../features/checkin/pages/CheckInPage'), {
        title: 'Control de ingreso',
        guard: 'RequireDoorAccess',
      }),
      pageRoute('settlement', () => import('../features/admin/pages/SettlementPage'), {
        title: 'Liquidación',
        guard: 'RequireDashboard',
      }),
      pageRoute('organizers', () => import('../features/admin/pages/OrganizersPage'), {
        title: 'Organizadores',
        guard: 'RequireAdmin',
      }),
      pageRoute('seatingPlans', () => import('../features/admin/pages/SeatingPlansPage'), {
        title: 'Salas y planos',
        guard: 'RequireDashboard',
      }),

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
