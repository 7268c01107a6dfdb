import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useParams } from 'react-router-dom';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { useEventBySlug } from '../api/get-event-by-slug';
import { EventDetails } from '../components/EventDetails';
import { EventError } from '../components/EventError';

export const EVENT_ERRORS = {
  missingSlug: 'Slug del evento no proporcionado',
  notFound: 'Evento no encontrado',
  loadFailed: 'Error al cargar los datos del evento',
} as const;

function EventBySlug({ slug }: { slug: string }) {
  const event = useEventBySlug(slug);
  return event ? <EventDetails event={event} /> : <EventError message={EVENT_ERRORS.notFound} />;
}

export default function EventDetailPage() {
  const { slug } = useParams();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  return (
    <PageLayout>
      {slug ? (
        <ErrorBoundary resetKeys={[slug]} fallback={<EventError message={EVENT_ERRORS.loadFailed} />}>
          <Suspense fallback={<Spinner size="large" label="Cargando el evento…" />}>
            <EventBySlug slug={slug} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <EventError message={EVENT_ERRORS.missingSlug} />
      )}
    </PageLayout>
  );
}
