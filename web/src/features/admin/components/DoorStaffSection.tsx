import { setDoorStaff, useDoorStaff } from '../api/door-staff';
import { MembersPanel } from './MembersPanel';

/** A show's door staff: who may open the scanner for it (and nothing else of the dashboard). */
export function DoorStaffSection({ eventId }: { eventId: string }) {
  // a list that could not be read shows empty: adding someone still works and reads it again
  const staff = useDoorStaff(eventId).data ?? [];
  return (
    <MembersPanel
      title="Personal de puerta"
      hint="Pueden escanear las entradas de este show con su cuenta de Carcajada y no ven nada más del panel."
      members={staff}
      addLabel="Agregar a la puerta"
      onChange={(email, remove) => setDoorStaff({ eventId, email, remove })}
    />
  );
}
