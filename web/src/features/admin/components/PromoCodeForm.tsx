import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { validatePromoCode, type PromoCodeErrors, type PromoCodeView, type TicketType } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { useCreatePromoCode } from '../api/save-promo-code';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { emptyPromoDraft, promoInputFromDraft, type PromoCodeDraft } from '../utils/promo-code-draft';
import { CheckLabel, Choice } from '../../../components/form/Choice';
import styles from './ShowSales.module.css';

export interface PromoCodeFormProps {
  eventId: string;
  /** The show's types (hidden ones too): a code may be limited to some of them. */
  types: TicketType[];
  onCreated: (code: PromoCodeView) => void;
}

/** A new promo code of one show, checked with the domain's validatePromoCode before it is sent. */
export function PromoCodeForm({ eventId, types, onCreated }: PromoCodeFormProps) {
  const [draft, setDraft] = useState(emptyPromoDraft);
  const [clientErrors, setClientErrors] = useState<PromoCodeErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const { create, creating, failure } = useCreatePromoCode();
  const [lastFailure, setLastFailure] = useState(failure);
  if (lastFailure !== failure) {
    setLastFailure(failure);
    setEdited(new Set());
  }

  function errorOf(field: keyof PromoCodeErrors): string | undefined {
    return clientErrors[field] ?? (edited.has(field) ? undefined : failure?.fieldErrors[field]);
  }

  function update<K extends keyof PromoCodeDraft>(field: K, value: PromoCodeDraft[K]) {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setClientErrors((previous) => ({ ...previous, [field]: undefined, ...(field === 'kind' && { value: undefined }) }));
    setEdited((previous) => new Set(previous).add(field));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = promoInputFromDraft(draft, eventId);
    const result = validatePromoCode(input);
    setClientErrors(result.ok ? {} : result.fieldErrors);
    if (!result.ok) return;
    const created = await create(result.value);
    if (!created) return;
    setDraft(emptyPromoDraft());
    onCreated(created);
  }

  function toggleType(id: string, checked: boolean) {
    update('ticketTypeIds', checked ? [...draft.ticketTypeIds, id] : draft.ticketTypeIds.filter((at) => at !== id));
  }

  const percent = draft.kind === 'percent';
  const hasClientErrors = Object.values(clientErrors).some(Boolean);
  const otherFailure = failure && Object.keys(failure.fieldErrors).length === 0 ? failure.message : null;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Nuevo código">
      <h3 className={styles.title}>Nuevo código</h3>
      <div className={styles.pair}>
        <Input
          label="Código"
          required
          maxLength={20}
          autoComplete="off"
          placeholder="PREVENTA10"
          name="code"
          value={draft.code}
          error={errorOf('code')}
          onChange={(event) => update('code', event.target.value.toUpperCase())}
        />
        <Choices legend="Tipo de descuento" error={errorOf('kind')}>
          <Choice name="kind" checked={percent} label="Porcentaje" onChange={() => update('kind', 'percent')} />
          <Choice name="kind" checked={!percent} label="Valor fijo (COP)" onChange={() => update('kind', 'fixed')} />
        </Choices>
      </div>
      <div className={styles.pair}>
        <Input
          label={percent ? 'Descuento (%)' : 'Descuento por entrada (COP)'}
          required
          inputMode="numeric"
          name="value"
          value={draft.value}
          error={errorOf('value')}
          onChange={(event) => update('value', event.target.value)}
        />
        <Input
          label="Máximo de usos (opcional)"
          inputMode="numeric"
          name="maxUses"
          value={draft.maxUses}
          error={errorOf('maxUses')}
          onChange={(event) => update('maxUses', event.target.value)}
        />
      </div>
      <Input
        label="Vence (opcional, hora de Bogotá)"
        type="datetime-local"
        name="validUntil"
        value={draft.validUntil}
        error={errorOf('validUntil')}
        onChange={(event) => update('validUntil', event.target.value)}
      />
      {types.length > 0 && (
        <Choices legend="Aplica a (ninguno marcado: todos los tipos)" error={errorOf('ticketTypeIds')}>
          {types.map((type) => (
            <CheckLabel key={type.id}>
              <input
                type="checkbox"
                checked={draft.ticketTypeIds.includes(type.id)}
                onChange={(event) => toggleType(type.id, event.target.checked)}
              />
              {type.name}
              {type.hidden && ' (oculto)'}
            </CheckLabel>
          ))}
        </Choices>
      )}
      <p className={styles.hint}>
        Los usos se cuentan por entrada. Un código que deja la entrada en $0 la vuelve cortesía (reserva sin pago).
      </p>
      {hasClientErrors && <FormAlert tone="error">{ADMIN_MESSAGES.fixFields}</FormAlert>}
      {!hasClientErrors && otherFailure && <FormAlert tone="error">{otherFailure}</FormAlert>}
      <Button type="submit" loading={creating}>
        {creating ? 'Creando…' : 'Crear código'}
      </Button>
    </form>
  );
}

/** A group of radios or checkboxes with its message tied to the group. */
function Choices({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.groupLegend}>{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
