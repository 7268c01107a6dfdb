import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bogotaDateString, formatEventTime, peopleText } from '@carcajada/domain';
import { useCurrentUser, useDoorShifts } from '../../auth';
import { getDoorEvents, type DoorAccess, type DoorEvent } from '../api/door-events';
import { BoxOfficePanel } from '../components/BoxOfficePanel';
import { DoorVerdict } from '../components/DoorVerdict';
import { QrScanner } from '../components/QrScanner';
import { useDoor } from '../hooks/use-door';
import type { DoorResult } from '../utils/door-state';
import { doorShowLabel } from '../utils/door-show-label';
import styles from './CheckInPage.module.css';

/** A repeat of the same code within this time is the same person still in front of the camera. */
const SAME_CODE_MS = 4000;

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const SYNC_LABELS: Record<DoorResult['sync'], string> = {
  local: 'En este equipo',
  pending: 'Por enviar',
  synced: 'Confirmado',
  conflict: 'Conflicto',
};

/** What the signed-in account may scan (the route guard lets only these in); null while loading. */
function useDoorAccess(): DoorAccess | null {
  const currentUser = useCurrentUser();
  const user = currentUser.status === 'signed-in' ? currentUser.user : null;
  const staffUid = user && user.role !== 'ADMIN' && user.role !== 'ORGANIZER' ? user.uid : null;
  const shifts = useDoorShifts(staffUid);
  if (!user) return null;
  if (user.role === 'ADMIN') return { kind: 'all' };
  if (user.role === 'ORGANIZER' && user.organizerId) return { kind: 'organizer', organizerId: user.organizerId };
  return shifts === null ? null : { kind: 'staff', eventIds: shifts };
}

function accessKey(access: DoorAccess | null): string {
  if (!access) return '';
  if (access.kind === 'organizer') return `organizer:${access.organizerId}`;
  return access.kind === 'staff' ? `staff:${access.eventIds.join(',')}` : 'all';
}

function useDoorEvents(access: DoorAccess | null) {
  const [events, setEvents] = useState<DoorEvent[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = accessKey(access);
  useEffect(() => {
    if (!access) return;
    getDoorEvents(access).then(setEvents, () => setFailed(true));
    // the key stands for the access object, which is new on each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { events, failed };
}

/**
 * Door check-in for ADMIN, organizers (their shows) and door staff (their shows only):
 * phone-first, dark, one-handed (route /administrador/ingreso).
 */
export default function CheckInPage() {
  const access = useDoorAccess();
  const { events, failed } = useDoorEvents(access);
  const [searchParams] = useSearchParams();
  // ?evento=<id> opens a given show (a bookmark per door); otherwise today's first show
  const [chosen, setChosen] = useState<string | null>(() => searchParams.get('evento'));
  const [perScan, setPerScan] = useState<'all' | 'one'>('all');
  const today = bogotaDateString(new Date());
  const eventId = chosen ?? events?.find((event) => event.date >= today)?.id ?? events?.[0]?.id ?? null;
  const currentUser = useCurrentUser();
  const uid = currentUser.status === 'signed-in' ? currentUser.user.uid : null;
  const door = useDoor(eventId, perScan, uid);
  const [mode, setMode] = useState<'scan' | 'sell'>('scan');
  const [reference, setReference] = useState('');
  const [search, setSearch] = useState('');
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const busy = useRef(false);

  const { judge, current } = door;
  const onCode = useCallback(
    (code: string) => {
      const now = Date.now();
      if (busy.current || current) return;
      if (lastCode.current?.code === code && now - lastCode.current.at < SAME_CODE_MS) return;
      lastCode.current = { code, at: now };
      busy.current = true;
      void judge({ code }).finally(() => {
        busy.current = false;
        if (lastCode.current) lastCode.current.at = Date.now();
      });
    },
    [current, judge],
  );

  function submitReference(event: FormEvent) {
    event.preventDefault();
    const typed = reference.trim();
    if (typed.length === 0) return;
    void judge({ reference: typed });
    setReference('');
  }

  const matches = useMemo(() => {
    const wanted = normalize(search.trim());
    if (wanted.length < 2) return [];
    return [...door.entries.values()]
      .filter((entry) => normalize(`${entry.holderName} ${entry.reference}`).includes(wanted))
      .slice(0, 8);
  }, [search, door.entries]);

  // only people who may sell at this date get the door's figures (admissionList's `boxOffice`)
  const figures = door.boxOffice;
  const view = figures?.view ?? null;
  const selling = mode === 'sell' && view !== null;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <label className={styles.picker}>
          <span className={styles.visuallyHidden}>Show</span>
          <select
            value={eventId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            disabled={!events || events.length === 0}
          >
            {!events && <option value="">{failed ? 'No pudimos cargar los shows' : 'Cargando shows…'}</option>}
            {events?.map((event) => (
              <option key={event.id} value={event.id}>
                {doorShowLabel(event, new Date())}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.status}>
          <output className={styles.counter} aria-label="Ingresados de vendidos">
            <strong data-testid="checkin-admitted">{door.counts.admitted}</strong> / {door.counts.sold} ingresados
          </output>
          <span className={door.online ? styles.online : styles.offline}>
            {door.online ? 'En línea' : 'Sin conexión'}
            {door.queued > 0 && ` · ${door.queued} por enviar`}
          </span>
        </div>
        {door.listState === 'loading' && <p className={styles.note}>Descargando la lista de ingreso…</p>}
        {view && (
          <div className={styles.modes} role="tablist" aria-label="Modo">
            <button type="button" role="tab" aria-selected={!selling} onClick={() => setMode('scan')}>
              Escanear
            </button>
            <button type="button" role="tab" aria-selected={selling} onClick={() => setMode('sell')}>
              Vender en taquilla
            </button>
          </div>
        )}
        {door.listState === 'error' && (
          <p className={styles.note} role="alert">
            {door.listRefusal ?? 'No pudimos descargar la lista: los escaneos se consultan al servidor.'}
          </p>
        )}
        {door.listState === 'ready' && (
          <p className={styles.note} data-testid="checkin-list-ready">
            Lista descargada: {door.entries.size} tickets; se valida sin conexión.
          </p>
        )}
      </header>

      {selling && figures && eventId && uid ? (
        <BoxOfficePanel eventId={eventId} uid={uid} figures={figures} view={view} onConfirmed={door.refreshList} />
      ) : (
        <>
          <section className={styles.scanner} aria-label="Escáner">
            {eventId && door.listState !== 'loading' && <QrScanner onCode={onCode} />}
            {current && <DoorVerdict result={current} onDismiss={door.dismiss} />}
          </section>

          <div className={styles.controls}>
            <fieldset className={styles.mode}>
              <legend className={styles.visuallyHidden}>Personas por escaneo</legend>
              <label>
                <input type="radio" checked={perScan === 'all'} onChange={() => setPerScan('all')} /> Todo el grupo
              </label>
              <label>
                <input type="radio" checked={perScan === 'one'} onChange={() => setPerScan('one')} /> Una persona
              </label>
            </fieldset>

            <form className={styles.reference} onSubmit={submitReference}>
              <label htmlFor="checkin-reference" className={styles.visuallyHidden}>
                Referencia del ticket
              </label>
              <input
                id="checkin-reference"
                value={reference}
                onChange={(event) => setReference(event.target.value.toUpperCase())}
                placeholder="Referencia"
                maxLength={64}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <button type="submit">Validar</button>
            </form>

            <label htmlFor="checkin-search" className={styles.visuallyHidden}>
              Buscar por nombre o referencia
            </label>
            <input
              id="checkin-search"
              className={styles.search}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Buscar por nombre o referencia"
              autoComplete="off"
            />
            {matches.length > 0 && (
              <ul className={styles.matches}>
                {matches.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      onClick={() => {
                        void judge({ ticketId: entry.id });
                        setSearch('');
                      }}
                    >
                      <strong>{entry.holderName || entry.reference}</strong>
                      <span>
                        {entry.reference} · {peopleText(entry.admittedCount, entry.quantity)}
                        {entry.seats && entry.seats.length > 0 && ` · ${entry.seats.join(', ')}`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <section className={styles.history} aria-label="Últimos escaneos">
            <h2>Últimos escaneos</h2>
            {door.history.length === 0 && <p className={styles.note}>Todavía no hay escaneos.</p>}
            <ol data-testid="checkin-history">
              {door.history.map((result) => (
                <li key={result.id} className={result.sync === 'conflict' ? styles.conflict : undefined}>
                  <span className={result.tone === 'ok' ? styles.dotOk : styles.dotBad} aria-hidden="true" />
                  <span className={styles.time}>{formatEventTime(new Date(result.at))}</span>
                  <span className={styles.what}>
                    {result.headline}
                    {result.holderName && ` · ${result.holderName}`}
                    {result.people && ` · ${result.people}`}
                    {result.seats.length > 0 && ` · ${result.seats.join(', ')}`}
                    {result.serverHeadline && ` → ${result.serverHeadline}`}
                  </span>
                  <span className={styles.sync}>{SYNC_LABELS[result.sync]}</span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </main>
  );
}
