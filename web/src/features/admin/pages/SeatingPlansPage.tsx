import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { SeatingPlan } from '@carcajada/domain/seating';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { downloadTextFile } from '../../../lib/download-file';
import { failureText, refusalOf } from '../api/call-dashboard';
import { useOrganizers } from '../api/organizers';
import { exportSeatingPlan, importSeatingPlan } from '../api/save-seating-plan';
import { getSeatingPlan, useSeatingPlans } from '../api/seating-plans';
import { AdminHeader } from '../components/AdminHeader';
import { SeatingPlanEditor } from '../components/SeatingPlanEditor';
import { useShowScope } from '../hooks/use-show-scope';
import { emptyPlan } from '../utils/seating-editor';
import styles from './OrganizersPage.module.css';
import pageStyles from './SeatingPlansPage.module.css';

interface Editing {
  planId: string | null;
  plan: SeatingPlan;
}

/** Salas (/administrador/salas): an organizer's seating plans; create, edit, import and export (pretix). */
export default function SeatingPlansPage() {
  const scope = useShowScope();
  const [chosen, setChosen] = useState('');
  const organizerId = scope.role === 'ORGANIZER' ? scope.organizerId : chosen;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { data: plans, error } = useSeatingPlans(organizerId || null);

  async function edit(planId: string) {
    setNotice(null);
    try {
      setEditing({ planId, plan: await getSeatingPlan(planId) });
    } catch {
      setNotice({ tone: 'error', text: 'No pudimos abrir el plano. Intenta de nuevo.' });
    }
  }

  async function download(planId: string, name: string) {
    try {
      const file = await exportSeatingPlan(planId);
      downloadTextFile(JSON.stringify(file, null, 2), `${name || 'plano'}.json`, 'application/json');
    } catch (failure) {
      setNotice({ tone: 'error', text: failureText(failure, 'No pudimos exportar el plano. Intenta de nuevo.') });
    }
  }

  return (
    <PageLayout>
      <AdminHeader
        title="Salas y planos"
        subtitle="Planos de sillas numeradas por localidad. Se importan y exportan en el formato de pretix."
        back="/administrador"
        actions={
          organizerId && (
            <Button
              onClick={() => {
                setNotice(null);
                setEditing({ planId: null, plan: emptyPlan('Nueva sala') });
              }}
            >
              Nuevo plano
            </Button>
          )
        }
      />
      {scope.role === 'ADMIN' && <OrganizerChoice value={chosen} onChange={setChosen} />}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {editing && (
        <SeatingPlanEditor
          key={editing.planId ?? 'new'}
          planId={editing.planId}
          organizerId={organizerId}
          initial={editing.plan}
          onDone={(text) => {
            setEditing(null);
            setNotice({ tone: 'success', text });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {organizerId && !editing && (
        <ImportForm organizerId={organizerId} onImported={(text) => setNotice({ tone: 'success', text })} />
      )}
      {error && <FormAlert tone="error">No pudimos cargar los planos. Intenta de nuevo.</FormAlert>}
      {organizerId && !plans && !error && <Spinner label="Cargando planos…" />}
      {plans?.length === 0 && <p>Este organizador todavía no tiene planos.</p>}
      {plans?.map((plan) => (
        <article key={plan.id} className={styles.card}>
          <header className={styles.cardHeader}>
            <h2 className={styles.name}>{plan.name}</h2>
          </header>
          <p className={styles.facts}>
            {[plan.venue.name, plan.venue.city].filter(Boolean).join(', ')} · {plan.sellable_seats} sillas a la venta ·{' '}
            {plan.zones.map((zone) => zone.name).join(', ')}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onClick={() => edit(plan.id)} aria-label={`Editar ${plan.name}`}>
              Editar
            </Button>
            <Button
              variant="ghost"
              size="small"
              onClick={() => download(plan.id, plan.name)}
              aria-label={`Exportar ${plan.name} (pretix)`}
            >
              Exportar (pretix)
            </Button>
          </div>
        </article>
      ))}
    </PageLayout>
  );
}

/** ADMIN works for one organizer at a time. */
function OrganizerChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { data: organizers } = useOrganizers();
  return (
    <label className={pageStyles.file}>
      Organizador
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Elige un organizador</option>
        {organizers?.map((organizer) => (
          <option key={organizer.id} value={organizer.id}>
            {organizer.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A pretix seating-plan file (.json) becomes a new plan; what is wrong with it is listed. */
function ImportForm({ organizerId, onImported }: { organizerId: string; onImported: (text: string) => void }) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblems([]);
    setMessage(null);
    if (!file || !name.trim()) {
      setMessage('Escribe un nombre y elige el archivo del plano (.json).');
      return;
    }
    setBusy(true);
    try {
      let content: unknown;
      try {
        content = JSON.parse(await file.text());
      } catch {
        setMessage('El archivo no es un JSON válido.');
        return;
      }
      const saved = await importSeatingPlan(organizerId, name.trim(), content);
      setName('');
      onImported(`Plano importado: ${saved.seats} sillas a la venta.`);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.reason === 'planInvalid') setProblems(refusal.problems);
      setMessage(failureText(error, 'No pudimos importar el plano. Intenta de nuevo.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Importar plano de pretix">
      <Input label="Nombre del plano importado" value={name} onChange={(event) => setName(event.target.value)} />
      <label className={pageStyles.file}>
        Archivo de pretix (.json)
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      {message && (
        <FormAlert tone="error">
          {message}
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={busy}>
          Importar plano
        </Button>
      </div>
    </form>
  );
}
