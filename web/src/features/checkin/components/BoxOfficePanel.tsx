import type { BoxOfficeView } from '@carcajada/domain';
import { useBoxOffice } from '../hooks/use-box-office';
import type { BoxOfficeFigures } from '../hooks/use-door-effects';
import { BoxOfficeSale } from './BoxOfficeSale';
import { BoxOfficeSales } from './BoxOfficeSales';
import { CloseTill } from './CloseTill';
import { seatsTakenHere } from '../utils/door-seat-choice';
import styles from './BoxOffice.module.css';

interface Props {
  eventId: string;
  uid: string;
  figures: BoxOfficeFigures;
  view: BoxOfficeView;
  /** A sale was confirmed: the door's list (and the door's seats left) is asked for again. */
  onConfirmed: () => void;
}

export function unsentText(unsent: number): string {
  return `${unsent} ${unsent === 1 ? 'venta' : 'ventas'} por enviar`;
}

/** "Vender en taquilla" of one date: the sale, the phone's last sales and "Cerrar caja". */
export function BoxOfficePanel({ eventId, uid, figures, view, onConfirmed }: Props) {
  const boxOffice = useBoxOffice(eventId, uid, figures, onConfirmed);
  return (
    <div className={styles.panel}>
      {(!boxOffice.online || boxOffice.unsent > 0) && (
        <p
          className={boxOffice.online ? styles.syncBanner : styles.offlineBanner}
          role="status"
          data-testid="box-office-sync"
        >
          {boxOffice.online
            ? `Enviando: ${unsentText(boxOffice.unsent)}`
            : `Sin conexión: ${unsentText(boxOffice.unsent)}`}
        </p>
      )}
      <BoxOfficeSale
        key={eventId}
        eventId={eventId}
        view={view}
        online={boxOffice.online}
        offlineSeats={boxOffice.offlineSeats}
        takenHere={seatsTakenHere(boxOffice.sales)}
        onSell={boxOffice.sell}
      />
      <BoxOfficeSales sales={boxOffice.sales} />
      <CloseTill key={`close-${eventId}`} eventId={eventId} unsent={boxOffice.unsent} />
    </div>
  );
}
