import { generateRows, zoneDocumentBytes, seatViewState } from '@carcajada/domain/seating';
import { seatBlockCount } from '@carcajada/domain';
const rows = generateRows({ zoneId: 'seccion-101', rows: 25, seatsPerRow: 30, rowLabels: 'letters', numbering: 'left-to-right', category: 'c1' });
const zone = { id: 'seccion-101', name: 'Sección 101', position: { x: 0, y: 0 }, rows };
const bytes = zoneDocumentBytes('plan-arena', zone);
console.log('750-seat zone doc bytes', bytes, 'state', seatViewState(zone, new Set(), new Set()).length, 'blocks(15000)', seatBlockCount(15000), 'blocks(14996)', seatBlockCount(14000));
