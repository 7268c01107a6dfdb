import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PAGE_VIEW_DELAY_MS } from '@carcajada/domain';
import { DevBanner } from '../components/DevBanner';
import { Spinner } from '../components/ui/Spinner';
import { useRouteTitle } from '../hooks/use-document-title';
import { EMULATOR_HOSTS, usesEmulators } from '../lib/firebase';
import { track } from '../lib/tracking';

const showDevBanner = import.meta.env.DEV && usesEmulators;
const firestoreEmulatorUrl = `http://${EMULATOR_HOSTS.firestore.host}:${EMULATOR_HOSTS.firestore.port}/`;

/** Page view 100 ms after each path change (spec), so the new page's title is in place. */
function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => track('PageView', { path: pathname }), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

export function RootLayout() {
  useRouteTitle();
  usePageViewTracking();
  return (
    <>
      {showDevBanner && <DevBanner probeUrl={firestoreEmulatorUrl} />}
      <Suspense fallback={<Spinner fullScreen size="large" theatrical />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
