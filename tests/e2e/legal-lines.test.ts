/**
 * What a buyer in Colombia reads before buying (Ley 1493 de 2011, Ley 1581 de 2012): a show's
 * PULEP code and its producer on the event page, and the data policy naming the operator.
 */
import { DATA_CONSENT_TEXTS, DEFAULT_LEGAL_CONFIG } from '@carcajada/domain';
import { describe, test } from 'vitest';
import { seedPulepCode } from '../../emulator-data/catalog.js';
import { seedProducerOf } from '../../emulator-data/organizers.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible } from '../support/e2e/pages.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('legal lines');
// a paid show of an organizer (Risas Producciones): it carries a PULEP code and its producer
const show = seedEvent('comedia-en-la-castellana');

describe('Colombia-ready pages', () => {
  test('the event page shows the PULEP code and "Organiza: … · NIT …"; the policy names the operator', async () => {
    const { page } = journey;
    const producer = seedProducerOf(show.slug)!;
    await page.goto(`/evento/${show.slug}`);
    await expectVisible(page.getByRole('heading', { name: show.name, level: 1 }));
    await expectVisible(page.getByText(`PULEP: ${seedPulepCode(show)}`, { exact: true }));
    await expectVisible(page.getByText(`Organiza: ${producer.legal_name} · NIT ${producer.nit}`, { exact: true }));
    await journey.capture('event page pulep and producer');

    await page.goto('/politica-de-datos');
    await expectVisible(page.getByRole('heading', { name: DATA_CONSENT_TEXTS.policyTitle, level: 1 }));
    await expectVisible(page.getByText(DEFAULT_LEGAL_CONFIG.operator.nit, { exact: true }));
    await journey.capture('data policy');
  });
});
