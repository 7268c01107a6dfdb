import { useId, useState, type FormEvent } from 'react';
import { validateOrganizerForm, type OrganizerFormErrors, type OrganizerFormInput } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { failureText, refusalOf } from '../api/call-dashboard';
import { useOrganizers } from '../api/organizers';
import { saveOrganizer } from '../api/save-organizer';
import { setOrganizerMember } from '../api/set-organizer-member';
import { AdminHeader } from '../components/AdminHeader';
import { MembersPanel } from '../components/MembersPanel';
import styles from './OrganizersPage.module.css';

const EMPTY: OrganizerFormInput = {
  name: '',
  legal_name: '',
  nit: '',
  email: '',
  phone: '',
  commission_percent: 10,
  active: true,
};

/** Organizadores (/administrador/organizadores, ADMIN): create and edit organizers, add or remove members. */
export default function OrganizersPage() {
  // saving an organizer or a member reads the list again (the calls invalidate it)
  const { data: organizers, error } = useOrganizers();
  const failed = error !== null;
  const [editing, setEditing] = useState<OrganizerFormInput | null>(null);

  return (
    <PageLayout>
      <AdminHeader
        title="Organizadores"
        subtitle="Productores y salas que venden sus propios shows. Cada miembro ve y maneja solo los shows de su organizador."
        back="/administrador"
        actions={<Button onClick={() => setEditing({ ...EMPTY })}>Nuevo organizador</Button>}
      />
      {editing && <OrganizerForm initial={editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />}
      {failed && <FormAlert tone="error">No pudimos cargar los organizadores. Intenta de nuevo.</FormAlert>}
      {!organizers && !failed && <Spinner label="Cargando organizadores…" />}
      {organizers?.map((organizer) => (
        <article key={organizer.id} className={styles.card}>
          <header className={styles.cardHeader}>
            <h2 className={styles.name}>
              {organizer.name} {!organizer.active && <span className={styles.inactive}>(inactivo)</span>}
            </h2>
            <Button variant="secondary" size="small" onClick={() => setEditing(organizer)}>
              Editar
            </Button>
          </header>
          <p className={styles.facts}>
            {organizer.legal_name} · NIT {organizer.nit} · {organizer.email} · {organizer.phone} · Comisión{' '}
            {organizer.commission_percent} %
          </p>
          <MembersPanel
            title="Miembros"
            hint="Cuentas que manejan los shows, ventas, asistentes, liquidación y puerta de este organizador."
            members={organizer.members}
            addLabel="Agregar miembro"
            onChange={(email, remove) => setOrganizerMember({ organizerId: organizer.id, email, remove })}
          />
        </article>
      ))}
    </PageLayout>
  );
}

function OrganizerForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: OrganizerFormInput;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<OrganizerFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const field = (name: keyof OrganizerFormInput) => ({
    value: String(form[name] ?? ''),
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: name === 'commission_percent' ? Number(event.target.value) : event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const validation = validateOrganizerForm(form);
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveOrganizer(validation.value);
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.reason === 'invalidOrganizer') setErrors(refusal.fieldErrors);
      setMessage(failureText(error, 'No pudimos guardar el organizador. Intenta de nuevo.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={initial.id ? 'Editar organizador' : 'Nuevo organizador'}
    >
      <Input label="Nombre" {...field('name')} required />
      <Input label="Razón social" {...field('legal_name')} required aria-describedby={`${formId}-producer`} />
      <Input label="NIT (con dígito de verificación)" {...field('nit')} required />
      <p id={`${formId}-producer`} className={styles.hint}>
        Se muestran a quien compra como “Organiza: razón social · NIT” en la página del show, cada entrada y el correo
        de confirmación.
      </p>
      <Input label="Correo" type="email" {...field('email')} required />
      <Input label="Celular" inputMode="numeric" {...field('phone')} required />
      <Input label="Comisión de Carcajada (%)" type="number" min={0} max={50} {...field('commission_percent')} />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.active}
          onChange={(event) => setForm({ ...form, active: event.target.checked })}
        />{' '}
        Activo
      </label>
      {message && <FormAlert tone="error">{message}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          Guardar organizador
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
