import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useParams } from 'react-router-dom';
import { DocumentTitle } from '../../../components/DocumentTitle';
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

const EVENT_NOT_FOUND_TITLE = 'Evento no encontrado';

/** The page's title says what went wrong too (the server's 404 page says "Evento no encontrado"). */
function EventMissing({ message }: { message: string }) {
  return (
    <>
      <DocumentTitle page={EVENT_NOT_FOUND_TITLE} />
      <EventError message={message} />
    </>
  );
}

function EventBySlug({ slug }: { slug: string }) {
  const event = useEventBySlug(slug);
  if (!event) return <EventMissing message={EVENT_ERRORS.notFound} />;
  return (
    <>
      <DocumentTitle page={event.name} />
      <EventDetails event={event} />
    </>
  );
}

export default function EventDetailPage() {
  const { slug } = useParams();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  return (
    <PageLayout>
      {slug ? (
        <ErrorBoundary resetKeys={[slug]} fallback={<EventMissing message={EVENT_ERRORS.loadFailed} />}>
          <Suspense
            fallback={
              <>
                <DocumentTitle page="Evento" />
                <Spinner size="large" label="Cargando el evento…" />
              </>
            }
          >
            <EventBySlug slug={slug} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <EventMissing message={EVENT_ERRORS.missingSlug} />
      )}
    </PageLayout>
  );
}
