import { useId, useState, type FormEvent } from 'react';
import {
  seatLabel,
  type PlanSeat,
  type PlanZone,
  type SeatCategory,
  type SeatingPlan,
  type SeatNumbering,
} from '@carcajada/domain/seating';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { failureText, refusalOf } from '../api/call-dashboard';
import { saveSeatingPlan } from '../api/save-seating-plan';
import { addCategory, addZone, applySeatTool, replaceRows, SEAT_TOOLS, type SeatTool } from '../utils/seating-editor';
import { SeatingPlanPreview } from './SeatingPlanPreview';
import styles from './SeatingPlanEditor.module.css';

export interface SeatingPlanEditorProps {
  planId: string | null;
  organizerId: string;
  initial: SeatingPlan;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * The plan editor: name and venue, categories with colours, zones with generated rows, and a
 * tool that each seat button applies (remove, paint, flags, blocked); a preview at phone width;
 * saveSeatingPlan. Every seat is a button named like the ticket names it, so it works by keyboard.
 */
export function SeatingPlanEditor({ planId, organizerId, initial, onDone, onCancel }: SeatingPlanEditorProps) {
  const [plan, setPlan] = useState(initial);
  const [tool, setTool] = useState<SeatTool>('paint');
  const [paint, setPaint] = useState(initial.categories[0]?.id ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [newZone, setNewZone] = useState('');
  const toolsId = useId();

  async function save() {
    setSaving(true);
    setMessage(null);
    setProblems([]);
    try {
      const saved = await saveSeatingPlan(planId, organizerId, plan);
      onDone(`Plano guardado: ${saved.seats} sillas a la venta.`);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.reason === 'planInvalid') setProblems(refusal.problems);
      setMessage(failureText(error, 'No pudimos guardar el plano. Intenta de nuevo.'));
    } finally {
      setSaving(false);
    }
  }

  function submitZone(event: FormEvent) {
    event.preventDefault();
    if (!newZone.trim()) return;
    setPlan(addZone(plan, newZone.trim()));
    setNewZone('');
  }

  const categoryOf = new Map(plan.categories.map((category) => [category.id, category]));

  return (
    <section className={styles.editor} aria-label={planId ? `Editar plano ${initial.name}` : 'Nuevo plano'}>
      <div className={styles.fields}>
        <Input
          label="Nombre del plano"
          value={plan.name}
          onChange={(event) => setPlan({ ...plan, name: event.target.value })}
          required
        />
        <Input
          label="Sala"
          value={plan.venue.name}
          onChange={(event) => setPlan({ ...plan, venue: { ...plan.venue, name: event.target.value } })}
        />
        <Input
          label="Dirección"
          value={plan.venue.address}
          onChange={(event) => setPlan({ ...plan, venue: { ...plan.venue, address: event.target.value } })}
        />
        <Input
          label="Ciudad"
          value={plan.venue.city}
          onChange={(event) => setPlan({ ...plan, venue: { ...plan.venue, city: event.target.value } })}
        />
      </div>

      <CategoriesEditor
        categories={plan.categories}
        onChange={(categories) => setPlan({ ...plan, categories })}
        onAdd={() => setPlan(addCategory(plan))}
      />

      <fieldset className={styles.tools} aria-describedby={`${toolsId}-hint`}>
        <legend>Al tocar una silla</legend>
        <p id={`${toolsId}-hint`} className={styles.hint}>
          Elige qué hace un toque en una silla: quítala para abrir pasillos y huecos, píntala de una categoría o marca
          sus condiciones.
        </p>
        {SEAT_TOOLS.map((option) => (
          <label key={option.tool} className={styles.check}>
            <input
              type="radio"
              name={`${toolsId}-tool`}
              checked={tool === option.tool}
              onChange={() => setTool(option.tool)}
            />{' '}
            {option.label}
          </label>
        ))}
        {tool === 'paint' && (
          <label className={styles.select}>
            Categoría para pintar{' '}
            <select value={paint} onChange={(event) => setPaint(event.target.value)}>
              {plan.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>

      {plan.zones.map((zone) => (
        <ZoneEditor
          key={zone.id}
          zone={zone}
          categories={plan.categories}
          categoryOf={categoryOf}
          onGenerate={(options) => setPlan(replaceRows(plan, zone.id, options))}
          onRename={(name) =>
            setPlan({ ...plan, zones: plan.zones.map((item) => (item.id === zone.id ? { ...item, name } : item)) })
          }
          onSeat={(seat) => setPlan(applySeatTool(plan, zone.id, seat.id, tool, paint))}
        />
      ))}

      <form className={styles.inline} onSubmit={submitZone} aria-label="Agregar zona">
        <Input
          label="Nueva zona (Platea, Balcón…)"
          value={newZone}
          onChange={(event) => setNewZone(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Agregar zona
        </Button>
      </form>

      <SeatingPlanPreview plan={plan} />

      {message && (
        <FormAlert tone="error">
          {message}
          {problems.length > 0 && (
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <div className={styles.actions}>
        <Button type="button" loading={saving} onClick={save}>
          Guardar plano
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </section>
  );
}

function CategoriesEditor({
  categories,
  onChange,
  onAdd,
}: {
  categories: SeatCategory[];
  onChange: (categories: SeatCategory[]) => void;
  onAdd: () => void;
}) {
  const update = (id: string, change: Partial<SeatCategory>) =>
    onChange(categories.map((category) => (category.id === id ? { ...category, ...change } : category)));
  return (
    <fieldset className={styles.categories}>
      <legend>Categorías (localidades)</legend>
      {categories.map((category) => (
        <div key={category.id} className={styles.category}>
          <Input
            label="Nombre"
            value={category.name}
            onChange={(event) => update(category.id, { name: event.target.value })}
          />
          <label className={styles.color}>
            Color{' '}
            <input
              type="color"
              value={category.color}
              onChange={(event) => update(category.id, { color: event.target.value })}
            />
          </label>
        </div>
      ))}
      <Button type="button" variant="secondary" size="small" onClick={onAdd}>
        Agregar categoría
      </Button>
    </fieldset>
  );
}

interface RowForm {
  rows: number;
  seatsPerRow: number;
  rowLabels: 'letters' | 'numbers';
  numbering: SeatNumbering;
  category: string;
}

function ZoneEditor({
  zone,
  categories,
  categoryOf,
  onGenerate,
  onRename,
  onSeat,
}: {
  zone: PlanZone;
  categories: SeatCategory[];
  categoryOf: Map<string, SeatCategory>;
  onGenerate: (options: RowForm) => void;
  onRename: (name: string) => void;
  onSeat: (seat: PlanSeat) => void;
}) {
  const [form, setForm] = useState<RowForm>({
    rows: 10,
    seatsPerRow: 20,
    rowLabels: 'letters',
    numbering: 'odd-even-from-centre',
    category: categories[0]?.id ?? '',
  });
  const seats = zone.rows.reduce((sum, row) => sum + row.seats.length, 0);
  const number = (name: 'rows' | 'seatsPerRow') => ({
    value: String(form[name]),
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: Number(event.target.value) }),
  });

  return (
    <section className={styles.zone} aria-label={`Zona ${zone.name}`}>
      <h3 className={styles.zoneTitle}>
        {zone.name} · {seats} sillas
      </h3>
      <Input label="Nombre de la zona" value={zone.name} onChange={(event) => onRename(event.target.value)} />
      <form
        className={styles.generator}
        aria-label={`Generar filas de ${zone.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          onGenerate(form);
        }}
      >
        <Input label="Filas" type="number" min={1} max={100} {...number('rows')} />
        <Input label="Sillas por fila" type="number" min={1} max={200} {...number('seatsPerRow')} />
        <label className={styles.select}>
          Nombres de fila{' '}
          <select
            value={form.rowLabels}
            onChange={(event) => setForm({ ...form, rowLabels: event.target.value as RowForm['rowLabels'] })}
          >
            <option value="letters">Letras (A, B, C…)</option>
            <option value="numbers">Números (1, 2, 3…)</option>
          </select>
        </label>
        <label className={styles.select}>
          Numeración{' '}
          <select
            value={form.numbering}
            onChange={(event) => setForm({ ...form, numbering: event.target.value as SeatNumbering })}
          >
            <option value="odd-even-from-centre">Pares e impares desde el centro</option>
            <option value="left-to-right">De izquierda a derecha</option>
          </select>
        </label>
        <label className={styles.select}>
          Categoría{' '}
          <select value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value })}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" size="small">
          {zone.rows.length ? 'Volver a generar filas' : 'Generar filas'}
        </Button>
      </form>
      <div className={styles.grid}>
        {zone.rows.map((row, index) => (
          <div key={index} className={styles.row} role="group" aria-label={`Fila ${row.label}`}>
            <span className={styles.rowLabel} aria-hidden="true">
              {row.label}
            </span>
            <span className={styles.rowSeats} style={{ width: `${rowWidth(row.seats)}px` }}>
              {row.seats.map((seat) => (
                <SeatButton
                  key={seat.id}
                  zone={zone}
                  row={row.label}
                  seat={seat}
                  category={categoryOf.get(seat.category)}
                  onSeat={onSeat}
                />
              ))}
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Plan pixels per editor pixel: a 30-px pretix spacing gives 24-px buttons, gaps kept. */
const SCALE = 0.8;
const SEAT_SIZE = 22;

function rowWidth(seats: PlanSeat[]): number {
  return Math.max(0, ...seats.map((seat) => seat.position.x * SCALE)) + SEAT_SIZE;
}

const FLAG_MARKS: [keyof PlanSeat, string, string][] = [
  ['wheelchair', '♿', 'silla de ruedas'],
  ['companion', 'A', 'acompañante'],
  ['restricted_view', 'V', 'visibilidad reducida'],
  ['blocked', '×', 'bloqueada'],
];

function SeatButton({
  zone,
  row,
  seat,
  category,
  onSeat,
}: {
  zone: PlanZone;
  row: string;
  seat: PlanSeat;
  category: SeatCategory | undefined;
  onSeat: (seat: PlanSeat) => void;
}) {
  const flags = FLAG_MARKS.filter(([flag]) => seat[flag] === true);
  const name = [
    seatLabel({ zone: zone.name, row, number: seat.number }),
    category?.name,
    ...flags.map(([, , word]) => word),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={styles.seat}
      style={{ left: `${seat.position.x * SCALE}px`, background: category?.color ?? '#888888' }}
      aria-label={name}
      title={name}
      onClick={() => onSeat(seat)}
    >
      {flags[0]?.[1] ?? seat.number}
    </button>
  );
}
