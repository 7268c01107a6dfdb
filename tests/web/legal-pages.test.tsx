/**
 * Ley 1581 de 2012: /politica-de-datos and /terminos name the operator (legal name,
 * NIT, contact) from config/legal, and every page's footer links to both.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DATA_CONSENT_TEXTS, DEFAULT_LEGAL_CONFIG, MY_DATA_TEXTS } from '@carcajada/domain';
import { renderApp } from './support/auth-render';

const { operator } = DEFAULT_LEGAL_CONFIG;

describe('the legal pages', () => {
  it('/politica-de-datos names the operator and the policy version from config/legal', async () => {
    renderApp('/politica-de-datos');
    expect(await screen.findByRole('heading', { level: 1, name: DATA_CONSENT_TEXTS.policyTitle })).toBeInTheDocument();
    expect(await screen.findByText(operator.nit)).toBeInTheDocument();
    expect(screen.getAllByText(operator.legal_name).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: operator.email })[0]).toHaveAttribute(
      'href',
      `mailto:${operator.email}`,
    );
    expect(screen.getByText(new RegExp(`Versión ${DEFAULT_LEGAL_CONFIG.data_policy_version}`))).toBeInTheDocument();
  });

  it('/politica-de-datos says how to exercise the rights from Perfil → "Mis datos": download and delete', async () => {
    renderApp('/politica-de-datos');
    const rights = (await screen.findByText(/Desde tu cuenta los ejerces/)).closest('p')!;
    expect(within(rights).getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/perfil');
    expect(rights).toHaveTextContent(`«${MY_DATA_TEXTS.title}»`);
    expect(rights).toHaveTextContent(`«${MY_DATA_TEXTS.download}»`);
    expect(rights).toHaveTextContent(`«${MY_DATA_TEXTS.deleteButton}»`);
  });

  it('/terminos names the operator, and the footer links to both pages', async () => {
    renderApp('/terminos');
    expect(await screen.findByRole('heading', { level: 1, name: DATA_CONSENT_TEXTS.termsTitle })).toBeInTheDocument();
    expect(await screen.findByText(operator.address)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('a[href="/politica-de-datos"]')).toHaveTextContent(DATA_CONSENT_TEXTS.policyTitle);
    expect(footer.querySelector('a[href="/terminos"]')).toHaveTextContent(DATA_CONSENT_TEXTS.termsTitle);
  });
});
