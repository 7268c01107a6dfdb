import { useMemo } from 'react';
import { eventFilterWindow, PARTNER_VENUE_NAME } from '@carcajada/domain';
import { PageLayout } from '../../../components/layout/PageLayout';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { EventList } from '../components/EventList';
import styles from './PartnerVenuePage.module.css';

export const PARTNER_EMPTY_TEXT = 'No hay shows disponibles en este momento. ¡Pronto más locura!';

export default function PartnerVenuePage() {
  const listFilter = useMemo(
    () => ({ window: eventFilterWindow('proximamente', new Date()), venueName: PARTNER_VENUE_NAME }),
    [],
  );

  return (
    <PageLayout>
      <div className={styles.page}>
        <header className={styles.hero}>
          <img
            className={styles.heroImage}
            src="/images/911-hero.jpg"
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
          />
          <div className={styles.heroText}>
            <p className={styles.kicker}>Bogotá · Zona T</p>
            <h1 className={styles.title}>{PARTNER_VENUE_NAME}</h1>
            <p className={styles.tagline}>La casa del stand up: micrófono abierto, roast e impro toda la semana.</p>
            <WhatsAppLink message={WHATSAPP_MESSAGES.event(PARTNER_VENUE_NAME)}>Reservas por WhatsApp</WhatsAppLink>
          </div>
        </header>
        <section aria-labelledby="shows-911-title" className={styles.listing}>
          <h2 id="shows-911-title" className={styles.sectionTitle}>
            Próximos shows
          </h2>
          <EventList filter={listFilter} emptyText={PARTNER_EMPTY_TEXT} />
        </section>
      </div>
    </PageLayout>
  );
}
