import { setDoorStaff, useDoorStaff } from '../api/door-staff';
import { MembersPanel, type Member } from './MembersPanel';

const BOX_OFFICE_FLAG = {
  label: 'Vende en taquilla',
  of: (member: Member) => 'boxOffice' in member && member.boxOffice === true,
};

/** A show's door staff: who may open the scanner for it (and nothing else of the dashboard), and who also sells there. */
export function DoorStaffSection({ eventId }: { eventId: string }) {
  // a list that could not be read shows empty: adding someone still works and reads it again
  const staff = useDoorStaff(eventId).data ?? [];
  return (
    <MembersPanel
      title="Personal de puerta"
      hint="Pueden escanear las entradas de este show con su cuenta de Carcajada y no ven nada más del panel. Quien vende en taquilla también vende entradas en la puerta y cierra su caja."
      members={staff}
      addLabel="Agregar a la puerta"
      flag={BOX_OFFICE_FLAG}
      onChange={(email, remove, boxOffice) =>
        setDoorStaff({ eventId, email, ...(remove ? { remove } : { boxOffice: boxOffice === true }) })
      }
    />
  );
}
