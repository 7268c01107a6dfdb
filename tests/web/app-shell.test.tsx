import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_VIEW_DELAY_MS } from '@carcajada/domain';
import { renderAppAt } from './support/app-render';

const FIND_TIMEOUT = { timeout: 10_000 };

describe('app shell', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.fbq;
  });

  it('tracks a page view 100 ms after each path change', async () => {
    vi.stubEnv('VITE_META_PIXEL_ID', '1234567890');
    const calls: { args: unknown[]; at: number }[] = [];
    window.fbq = (...args: unknown[]) => {
      calls.push({ args, at: performance.now() });
    };
    const pageViews = () => calls.filter(({ args }) => args[1] === 'PageView');

    const renderedAt = performance.now();
    const { router } = renderAppAt('/demo-design-system');
    // the delay is checked below; the wait only leaves room for a loaded machine
    await waitFor(() => expect(pageViews()).toHaveLength(1), { timeout: 10_000 });
    expect(pageViews()[0]!.args).toEqual(['track', 'PageView', { path: '/demo-design-system' }]);
    expect(pageViews()[0]!.at - renderedAt).toBeGreaterThanOrEqual(PAGE_VIEW_DELAY_MS - 5);

    await act(() => router.navigate('/administrador'));
    await waitFor(() => expect(pageViews().map(({ args }) => args[2])).toContainEqual({ path: '/' }), {
      timeout: 10_000,
    });
  });

  it('shows the sign-in and sign-up buttons to anonymous visitors', async () => {
    renderAppAt('/demo-design-system');
    const banner = await screen.findByRole('banner', {}, FIND_TIMEOUT);
    expect(await within(banner).findByRole('link', { name: 'Iniciar sesión' }, FIND_TIMEOUT)).toHaveAttribute(
      'href',
      '/iniciar-sesion',
    );
    expect(within(banner).getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/crear-cuenta');
    const bottomBar = screen.getByRole('navigation', { name: 'Navegación inferior' });
    expect(
      within(bottomBar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/tickets', '/perfil']);
  });

  it('opens the phone menu, traps focus in it, and closes with Escape returning focus', async () => {
    const user = userEvent.setup();
    renderAppAt('/demo-design-system');
    await screen.findByRole('heading', { level: 1, name: 'Sistema de diseño' }, FIND_TIMEOUT);
    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(menuButton);

    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(['Eventos', 'Tickets', 'Perfil']));
    expect(links[0]).toHaveFocus();

    await user.tab({ shift: true });
    expect(links[links.length - 1]).toHaveFocus();
    await user.tab();
    expect(links[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  it('shows the admin placeholder only to admins: anonymous visitors go to /', async () => {
    const { router } = renderAppAt('/administrador');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), FIND_TIMEOUT);
    expect(screen.queryByText('Panel del organizador')).not.toBeInTheDocument();
  });
});
