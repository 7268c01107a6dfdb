import { useState, type ReactNode } from 'react';
import { DevBannerView } from '../../../components/DevBanner';
import { PlusIcon, TicketIcon } from '../../../components/icons';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { EventCard } from '../../events';
import { ThemePreview } from '../components/ThemePreview';
import { MOCK_EVENTS } from '../mock-events';
import styles from './DesignSystemPage.module.css';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'whatsapp', 'danger'];
const SIZES: ButtonSize[] = ['small', 'medium', 'large'];
const FULL_SCREEN_DEMO_MS = 1500;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <p className={styles.rowLabel}>{label}</p>
      <div className={styles.rowItems}>{children}</div>
    </div>
  );
}

/** /demo-design-system: every widget in all its states and sizes, on mock data only. */
export default function DesignSystemPage() {
  const [showFullScreen, setShowFullScreen] = useState(false);

  const demoFullScreenSpinner = () => {
    setShowFullScreen(true);
    window.setTimeout(() => setShowFullScreen(false), FULL_SCREEN_DEMO_MS);
  };

  return (
    <PageLayout>
      <div className={styles.page}>
        <h1 className={styles.title}>Sistema de diseño</h1>

        <Section title="Botones">
          {VARIANTS.map((variant) => (
            <Row key={variant} label={variant}>
              {SIZES.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {size}
                </Button>
              ))}
            </Row>
          ))}
          <Row label="Estados">
            <Button icon={<TicketIcon />}>Icono a la izquierda</Button>
            <Button icon={<PlusIcon />} iconPosition="right">
              Icono a la derecha
            </Button>
            <Button loading icon={<TicketIcon />}>
              Cargando
            </Button>
            <Button disabled>Deshabilitado</Button>
            <Button pulse>Pulso</Button>
            <Button grunge variant="secondary">
              Grunge
            </Button>
            <Button variant="ghost" icon={<PlusIcon />} aria-label="Solo icono" />
          </Row>
          <Row label="Ancho completo">
            <Button fullWidth>Ancho completo</Button>
          </Row>
          <Row label="WhatsApp">
            <WhatsAppLink message={WHATSAPP_MESSAGES.general} />
            <WhatsAppLink message={WHATSAPP_MESSAGES.general} variant="inline">
              Enlace en línea
            </WhatsAppLink>
          </Row>
        </Section>

        <Section title="Campos de texto">
          <div className={styles.inputs}>
            <Input label="Normal" placeholder="Haz clic para ver el foco" />
            <Input label="Requerido" required placeholder="Con asterisco" />
            <Input label="Con error" defaultValue="correo@" error="El correo electrónico no es válido" />
            <Input label="Deshabilitado" disabled defaultValue="No editable" />
            <Input label="Solo lectura" readOnly defaultValue="usuario@carcajada.test" />
            <Input label="Celular (10 dígitos)" type="tel" minLength={10} maxLength={10} pattern="[0-9]{10}" />
          </div>
        </Section>

        <Section title="Spinners">
          <Row label="Tamaños">
            <Spinner size="small" />
            <Spinner />
            <Spinner size="large" />
          </Row>
          <Row label="Variantes">
            <Spinner color="var(--color-curtain-light)" label="Color propio" />
            <Spinner theatrical size="large" label="Teatral" />
            <Button variant="ghost" onClick={demoFullScreenSpinner}>
              Ver a pantalla completa
            </Button>
          </Row>
          {showFullScreen && <Spinner fullScreen size="large" theatrical label="Preparando el escenario…" />}
        </Section>

        <Section title="Temas">
          <div className={styles.themes}>
            <ThemePreview theme="default" />
            <ThemePreview theme="theatrical" />
          </div>
        </Section>

        <Section title="Banner de desarrollo">
          <DevBannerView running />
          <DevBannerView running={false} />
        </Section>

        <Section title="Tarjetas de evento">
          <ul className={styles.cards}>
            {MOCK_EVENTS.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </PageLayout>
  );
}
