/**
 * The checkout asks for the payments config ahead of its event (preloadPaymentsConfig) and then
 * suspends on it. reactfire forgets a preloaded value nobody subscribed to within 30 s, and a
 * suspending read of it afterwards waits on a promise nothing settles: the checkout would stay
 * on its spinner for the rest of the visit (no "Pagar en línea"). Here nothing subscribes for
 * those 30 s (a slow first render, a checkout left before it drew), and the read must still answer.
 * The config comes from the page's embedded data, so no Firestore read is involved.
 */
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadObservable, useObservable } from 'reactfire';
import { of } from 'rxjs';
import { EMBEDDED_KEYS, PAGE_MARKERS } from '@carcajada/domain';
import { preloadPaymentsConfig, usePaymentsConfig } from '../../web/src/features/events/api/get-payments-config';
import { forgetReactfireObservables } from '../../web/src/lib/reactfire-cache';

/** Past reactfire's 30 s window for a preloaded value nobody subscribed to. */
const PAST_PRELOAD_WINDOW_MS = 31_000;
/** How long the trap's read is watched for an answer that never comes. */
const NO_ANSWER_WATCH_MS = 2_000;

function embedPaymentsConfig(config: { fees: number; taxes: number }): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_MARKERS.embeddedData;
  block.textContent = JSON.stringify({ [EMBEDDED_KEYS.paymentsConfig]: config });
  document.body.append(block);
}

function PreloadedValue({ id }: { id: string }) {
  const value = useObservable(id, of('nunca usado'), { suspense: true }).data;
  return <p>{String(value)}</p>;
}

function ConfigFees() {
  const config = usePaymentsConfig();
  return <p>Tarifa {config.fees}</p>;
}

/** This file's entry in reactfire's cache leaves with it. */
const forgetPaymentsConfig = () => forgetReactfireObservables(EMBEDDED_KEYS.paymentsConfig);

beforeEach(forgetPaymentsConfig);

afterEach(() => {
  forgetPaymentsConfig();
  vi.useRealTimers();
  document.getElementById(PAGE_MARKERS.embeddedData)?.remove();
});

describe('the preloaded payments config', () => {
  it('still answers a suspending read after 30 s with no subscriber', async () => {
    embedPaymentsConfig({ fees: 4321, taxes: 19 });
    vi.useFakeTimers();
    preloadPaymentsConfig();
    await vi.advanceTimersByTimeAsync(PAST_PRELOAD_WINDOW_MS);
    vi.useRealTimers();

    render(
      <Suspense fallback={<p>Cargando</p>}>
        <ConfigFees />
      </Suspense>,
    );
    expect(await screen.findByText('Tarifa 4321', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("is the trap of reactfire's own preload: after 30 s with no subscriber a suspending read never answers", async () => {
    const id = `carcajada:preload-trap:${Date.now()}`;
    vi.useFakeTimers();
    preloadObservable(of('valor'), id);
    await vi.advanceTimersByTimeAsync(PAST_PRELOAD_WINDOW_MS);
    vi.useRealTimers();

    render(
      <Suspense fallback={<p>Cargando</p>}>
        <PreloadedValue id={id} />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_WATCH_MS));
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    expect(screen.queryByText('valor')).not.toBeInTheDocument();
  });
});
