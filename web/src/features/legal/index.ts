/**
 * The legal feature’s public entry: the data-treatment consent asked again before a purchase or
 * reservation, and the producer a show names (the operator for a show without an organizer). The pages themselves stay lazy routes (the page manifest), never imported here.
 */
export {
  useDataConsentRenewal,
  type DataConsentRenewal as DataConsentRenewalState,
} from './hooks/use-data-consent-renewal';
export { DataConsentRenewal } from './components/DataConsentRenewal';
export { useShowProducer } from './hooks/use-show-producer';
export { getLegalConfig } from './api/get-legal-config';
