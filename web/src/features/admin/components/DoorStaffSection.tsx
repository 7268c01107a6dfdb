import { useEffect, useState } from 'react';
import { getDoorStaff, setDoorStaff, type DoorPerson } from '../api/door-staff';
import { MembersPanel } from './MembersPanel';

/** A show's door staff: who may open the scanner for it (and nothing else of the dashboard). */
export function DoorStaffSection({ eventId }: { eventId: string }) {
  const [staff, setStaff] = useState<DoorPerson[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    getDoorStaff(eventId).then(
      (people) => current && setStaff(people),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [eventId, version]);

  return (
    <MembersPanel
      title="Personal de puerta"
      hint="Pueden escanear las entradas de este show con su cuenta de Carcajada y no ven nada más del panel."
      members={staff}
      addLabel="Agregar a la puerta"
      onChange={async (email, remove) => {
        await setDoorStaff({ eventId, email, remove });
        setVersion((value) => value + 1);
      }}
    />
  );
}
