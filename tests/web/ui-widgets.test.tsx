import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { STORY_SCROLL_RATIO } from '@carcajada/domain';
import { DataErrorBoundary } from '../../web/src/components/errors/DataErrorBoundary';
import { DevBannerView } from '../../web/src/components/DevBanner';
import { Button, ButtonLink } from '../../web/src/components/ui/Button';
import { Input } from '../../web/src/components/ui/Input';
import { Spinner } from '../../web/src/components/ui/Spinner';
import { WhatsAppLink } from '../../web/src/components/WhatsAppLink';
import { StoriesStrip } from '../../web/src/features/events/components/StoriesStrip';

const Icon = () => <svg data-testid="icon" />;

describe('Button', () => {
  it('is a medium, left-icon button by default', () => {
    render(<Button icon={<Icon />}>Reservar</Button>);
    const button = screen.getByRole('button', { name: 'Reservar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toMatch(/medium/);
    expect(button.firstElementChild).toContainElement(screen.getByTestId('icon'));
  });

  it('puts the icon on the right when asked, and takes size, full width and pulse', () => {
    render(
      <Button icon={<Icon />} iconPosition="right" size="large" fullWidth pulse>
        Seguir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Seguir' });
    expect(button.lastElementChild).toContainElement(screen.getByTestId('icon'));
    expect(button.className).toMatch(/large/);
    expect(button.className).toMatch(/fullWidth/);
    expect(button.className).toMatch(/pulse/);
  });

  it('while loading: disabled, busy, a spinner instead of the icon, clicks ignored', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading icon={<Icon />} onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
    expect(container.querySelector('[class*="ring"]')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ButtonLink is a link with the button look', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/tickets" variant="secondary">
          Ver mis tickets
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Ver mis tickets' });
    expect(link).toHaveAttribute('href', '/tickets');
    expect(link.className).toMatch(/secondary/);
  });
});

describe('Input', () => {
  it('labels the field, marks it required and passes length and pattern through', () => {
    render(<Input label="Celular" required minLength={10} maxLength={10} pattern="[0-9]{10}" />);
    const input = screen.getByLabelText(/Celular/);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('minlength', '10');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('pattern', '[0-9]{10}');
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field and ties it to the field', () => {
    render(<Input label="Correo electrónico" error="El correo electrónico no es válido" />);
    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El correo electrónico no es válido');
  });

  it('supports the disabled and read-only states', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Input label="Deshabilitado" disabled defaultValue="a" />
        <Input label="Solo lectura" readOnly defaultValue="b" />
      </>,
    );
    expect(screen.getByLabelText('Deshabilitado')).toBeDisabled();
    const readOnly = screen.getByLabelText('Solo lectura');
    await user.type(readOnly, 'xyz');
    expect(readOnly).toHaveValue('b');
  });

  it('is focusable and editable in its normal state', async () => {
    const user = userEvent.setup();
    render(<Input label="Nombre" />);
    await user.click(screen.getByLabelText('Nombre'));
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    await user.keyboard('Lucía');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
  });
});

describe('Spinner', () => {
  it('is a medium status with an accessible label by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando…');
    expect(status.className).toMatch(/medium/);
  });

  it('takes a size, a colour and a full-screen mode with a visible caption', () => {
    render(<Spinner size="large" color="rgb(255, 0, 0)" fullScreen label="Preparando el escenario…" />);
    const status = screen.getByRole('status');
    expect(status.className).toMatch(/large/);
    expect(status).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(status.parentElement?.className).toMatch(/fullScreen/);
    expect(screen.getByText('Preparando el escenario…').className).not.toMatch(/visually-hidden/);
  });
});

describe('DataErrorBoundary', () => {
  function Flaky({ fail }: { fail: boolean }) {
    if (fail) throw new Error('boom');
    return <p>Datos cargados</p>;
  }

  function Harness() {
    const [fail, setFail] = useState(true);
    return (
      <DataErrorBoundary
        message="Error al cargar los tickets. Por favor, intenta de nuevo."
        onRetry={() => setFail(false)}
      >
        <Flaky fail={fail} />
      </DataErrorBoundary>
    );
  }

  it("shows the section's message and retries with 'Reintentar'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los tickets. Por favor, intenta de nuevo.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Datos cargados')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('has no retry button without onRetry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <DataErrorBoundary message="Error al cargar los datos">
        <Flaky fail />
      </DataErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los datos');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('WhatsAppLink and DevBanner', () => {
  it('opens a wa.me chat with the pre-filled message in a new tab', () => {
    render(<WhatsAppLink message="¡Hola Carcajada!">Escríbenos</WhatsAppLink>);
    const link = screen.getByRole('link', { name: 'Escríbenos' });
    expect(link).toHaveAttribute('href', `https://wa.me/573001112233?text=${encodeURIComponent('¡Hola Carcajada!')}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows both backend states with their texts', () => {
    render(
      <>
        <DevBannerView running />
        <DevBannerView running={false} />
      </>,
    );
    const [running, disconnected] = screen.getAllByRole('status');
    expect(running).toHaveTextContent('Preview backend running in this workspace.');
    expect(disconnected).toHaveTextContent('Preview backend disconnected.');
  });
});

describe('Destacados strip', () => {
  it('scrolls by 70 % of its visible width with the arrows', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <StoriesStrip />
      </MemoryRouter>,
    );
    const strip = within(screen.getByRole('region', { name: 'Destacados' })).getByRole('list');
    Object.defineProperties(strip, {
      clientWidth: { configurable: true, value: 300 },
      scrollWidth: { configurable: true, value: 900 },
    });
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as typeof strip.scrollBy;
    strip.dispatchEvent(new Event('scroll'));

    await user.click(await screen.findByRole('button', { name: 'Ver más destacados' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 300 * STORY_SCROLL_RATIO, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Ver destacados anteriores' })).toBeDisabled();
  });
});
