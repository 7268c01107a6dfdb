import { useMemo, useState } from 'react';
import { eventFilterWindow, type EventFilter } from '@carcajada/domain';
import { PageLayout } from '../../../components/layout/PageLayout';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { EventList } from '../components/EventList';
import { FilterChips } from '../components/FilterChips';
import { StoriesStrip } from '../components/StoriesStrip';
import styles from './HomePage.module.css';

export const HOME_EMPTY_TEXT = 'No hay eventos disponibles para el filtro seleccionado.';

export default function HomePage() {
  const [filter, setFilter] = useState<EventFilter>('proximamente');
  // Windows are computed when the chip changes, in Bogotá time (domain rule).
  const listFilter = useMemo(() => ({ window: eventFilterWindow(filter, new Date()) }), [filter]);

  return (
    <PageLayout>
      <div className={styles.page}>
        <header className={styles.hero}>
          <div>
            <p className={styles.kicker}>Colombia se ríe en vivo</p>
            <h1 className={styles.title}>Shows de comedia</h1>
          </div>
          <WhatsAppLink message={WHATSAPP_MESSAGES.general}>¿Dudas? Escríbenos</WhatsAppLink>
        </header>
        <StoriesStrip />
        <section aria-labelledby="cartelera-title" className={styles.listing}>
          <h2 id="cartelera-title" className="visually-hidden">
            Cartelera
          </h2>
          <FilterChips selected={filter} onSelect={setFilter} />
          <EventList key={filter} filter={listFilter} emptyText={HOME_EMPTY_TEXT} />
        </section>
      </div>
    </PageLayout>
  );
}
