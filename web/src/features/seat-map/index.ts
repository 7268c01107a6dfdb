import { lazy } from 'react';

/**
 * A seated date's seat chooser (docs/seat-map.md, "Size"): its own chunk, loaded only
 * when a seated date's checkout draws it.
 */
export const SeatChooser = lazy(() => import('./components/SeatChooser'));
export type { SeatChooserProps } from './components/SeatChooser';
export { prepareSeatViewsWorker } from './api/seat-views-worker';
export { SeatChooserLoading } from './components/SeatChooserFrame';
export {
  bestChoiceNote,
  NO_SEATS,
  seatChoiceCategory,
  seatChoiceKey,
  seatChoiceQuantity,
  seatChoiceRequest,
  seatChoiceTypeId,
  type ChosenSeat,
  type SeatChoice,
} from './utils/seat-choice';
