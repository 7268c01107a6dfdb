import { producedByOperator, showProducer, type ProducerFacts, type ShowProducer } from '@carcajada/domain';
import { useLegalConfig } from '../api/get-legal-config';

/**
 * The producer the event page, a ticket and its QR dialog name: the show's own, or for a show
 * without an organizer the operator of config/legal (read only then; null until it arrives).
 */
export function useShowProducer(show: ProducerFacts): ShowProducer | null {
  return showProducer(show, useLegalConfig({ wanted: producedByOperator(show) })?.operator ?? null);
}
