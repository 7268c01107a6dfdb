/**
 * The buyer's seat map in a real browser (docs/seat-map.md): a seated date on the
 * seed's theatre (606 seats), its map and its list at a phone's and a desktop's width, with two
 * seats chosen, and axe finding nothing on either; the views followed live from their worker. The
 * choosing itself is proven in tests/web/seat-map.test.tsx.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { axeViolations } from '../support/e2e/axe.js';
import { createSeatedShow, deleteSeatedShows, takeSeatInView } from '../support/e2e/seated-show.js';
import { SCREEN_WIDTHS, useJourney } from '../support/e2e/browser.js';
import { expectVisible } from '../support/e2e/pages.js';

const journey = useJourney('seat map');

afterAll(deleteSeatedShows);

/** A seated date on a copy of the seed's theatre, about a third of its seats taken. */
async function createShow(): Promise<{ id: string; slug: string }> {
  return createSeatedShow({
    slugPrefix: 'e2e-sillas',
    name: 'Especial con sillas',
    description: 'Show con sillas numeradas de las pruebas de extremo a extremo',
    stateOf: (_seat, index) => ((index * 7) % 10 < 3 ? '1' : '0'),
  });
}

describe('the seat map', () => {
  test('the map and the list of a seated date, at 390 and 1280 px, with nothing for axe', async () => {
    const { page } = journey;
    const { id, slug } = await createShow();
    await page.goto(`/compra/${slug}`);
    const map = page.getByRole('group', { name: /^Mapa de sillas/ });
    await expectVisible(map, 30_000);
    await map.getByRole('checkbox', { name: /^Platea, fila F, silla 1,/ }).click();
    await map.getByRole('checkbox', { name: /^Platea, fila F, silla 2,/ }).click();
    await expectVisible(page.getByText('Platea · Fila F · Silla 2'));
    expect(await axeViolations(page)).toEqual([]);
    await journey.capture('seat map', { widths: SCREEN_WIDTHS });
    // the views are followed in a worker, live: a chosen seat another buyer takes now is let go
    expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/seat-views/));
    await takeSeatInView(id, 'Platea', 'F', '2');
    await expectVisible(page.getByText('Alguien tomó una silla que habías elegido: la quitamos de tu pedido.'), 30_000);
    const seatTwo = map.getByRole('checkbox', { name: /^Platea, fila F, silla 2,/ });
    await expect.poll(() => seatTwo.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.getByText('Platea · Fila F · Silla 2').count()).toBe(0);
    await page.getByRole('button', { name: 'Ver como lista' }).click();
    await expectVisible(page.getByRole('group', { name: 'Platea, fila A' }));
    expect(await axeViolations(page)).toEqual([]);
    await journey.capture('seat list', { widths: SCREEN_WIDTHS });
  });
});
