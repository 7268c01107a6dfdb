import type { ChangeEvent } from 'react';
import { MAX_TICKET_TYPES, type TicketTypeErrors } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { Input, type InputProps } from '../../../components/ui/Input';
import { emptyTypeDraft, errorsOfType, moved, type TicketTypeDraft } from '../utils/ticket-type-draft';
import { CheckLabel } from '../../../components/form/Choice';
import styles from './TicketTypesEditor.module.css';

export interface TicketTypesEditorProps {
  types: TicketTypeDraft[];
  /** Client and server messages, keyed `<index>.<field>` (and `list` for the whole list). */
  errors: TicketTypeErrors;
  /**
   * The new list. `edited` names the field typed into (`<index>.<field>`, so its message goes);
   * null when types were added, moved or removed (every index-keyed message goes).
   */
  onChange: (types: TicketTypeDraft[], edited: string | null) => void;
}

type TextField =
  | 'name'
  | 'price'
  | 'quota'
  | 'maxPerOrder'
  | 'saleStartsAt'
  | 'saleEndsAt'
  | 'promotionX'
  | 'promotionY'
  | 'tableSize'
  | 'tablePrice';

/** The show's ticket types: add, order, edit, hide or remove each. */
export function TicketTypesEditor({ types, errors, onChange }: TicketTypesEditorProps) {
  function edit(index: number, field: keyof TicketTypeDraft, value: string | boolean) {
    onChange(
      types.map((type, at) => (at === index ? { ...type, [field]: value } : type)),
      `${index}.${field}`,
    );
  }

  return (
    <div className={styles.editor}>
      <p className={styles.hint}>
        Sin tipos, el show se vende a un solo precio. Con tipos (General, Preferencial, Preventa…), cada compra elige
        uno. Quitar un tipo lo retira de la venta; las entradas ya vendidas siguen válidas.
      </p>
      {types.map((type, index) => (
        <TypeFields
          key={type.key}
          type={type}
          index={index}
          count={types.length}
          errors={errorsOfType(errors, index)}
          onEdit={(field, value) => edit(index, field, value)}
          onMove={(step) => onChange(moved(types, index, step), null)}
          onRemove={() =>
            onChange(
              types.filter((_, at) => at !== index),
              null,
            )
          }
        />
      ))}
      {errors.list && (
        <p role="alert" className={styles.error}>
          {errors.list}
        </p>
      )}
      {types.length < MAX_TICKET_TYPES && (
        <Button type="button" variant="secondary" onClick={() => onChange([...types, emptyTypeDraft()], null)}>
          Agregar tipo de entrada
        </Button>
      )}
    </div>
  );
}

interface PromotionFieldsProps {
  type: TicketTypeDraft;
  index: number;
  errors: Partial<Record<string, string>>;
  text: (field: TextField) => Omit<InputProps, 'label'>;
  onEdit: (field: keyof TicketTypeDraft, value: string) => void;
}

/** The type's group price ("parche"): none, "lleva X, paga Y" (2x1, 4x3) or tables of a size at a price. */
function PromotionFields({ type, index, errors, text, onEdit }: PromotionFieldsProps) {
  return (
    <>
      <label className={styles.promotion}>
        Promoción (opcional)
        <select
          name={`ticketTypes.${index}.promotionKind`}
          value={type.promotionKind}
          aria-invalid={errors.promotion ? true : undefined}
          onChange={(event) => onEdit('promotionKind', event.target.value)}
        >
          <option value="">Sin promoción</option>
          <option value="buy_x_pay_y">Lleva X, paga Y (2x1, 4x3…)</option>
          <option value="table">Mesa: grupo a un precio</option>
        </select>
      </label>
      {errors.promotion && (
        <p role="alert" className={styles.error}>
          {errors.promotion}
        </p>
      )}
      {type.promotionKind === 'buy_x_pay_y' && (
        <div className={styles.pair}>
          <Input label="Lleva (X)" inputMode="numeric" required {...text('promotionX')} />
          <Input label="Paga (Y)" inputMode="numeric" required {...text('promotionY')} />
        </div>
      )}
      {type.promotionKind === 'table' && (
        <div className={styles.pair}>
          <Input label="Entradas por mesa" inputMode="numeric" required {...text('tableSize')} />
          <Input label="Precio de la mesa (COP)" inputMode="numeric" required {...text('tablePrice')} />
        </div>
      )}
    </>
  );
}

interface TypeFieldsProps {
  type: TicketTypeDraft;
  index: number;
  count: number;
  errors: Partial<Record<string, string>>;
  onEdit: (field: keyof TicketTypeDraft, value: string | boolean) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

function TypeFields({ type, index, count, errors, onEdit, onMove, onRemove }: TypeFieldsProps) {
  const title = `Tipo ${index + 1}${type.name.trim() ? `: ${type.name.trim()}` : ''}`;
  function text(field: TextField) {
    return {
      name: `ticketTypes.${index}.${field}`,
      value: type[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => onEdit(field, event.target.value),
    };
  }

  return (
    <fieldset className={styles.type}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.pair}>
        <Input label="Nombre del tipo" required maxLength={40} placeholder="General" {...text('name')} />
        <Input label="Precio (COP)" inputMode="numeric" required {...text('price')} />
      </div>
      <div className={styles.pair}>
        <Input label="Cupo (opcional)" inputMode="numeric" {...text('quota')} />
        <Input label="Máximo por compra" inputMode="numeric" required {...text('maxPerOrder')} />
      </div>
      <div className={styles.pair}>
        <Input label="Venta desde (opcional)" type="datetime-local" {...text('saleStartsAt')} />
        <Input label="Venta hasta (opcional)" type="datetime-local" {...text('saleEndsAt')} />
      </div>
      <CheckLabel>
        <input
          type="checkbox"
          name={`ticketTypes.${index}.hidden`}
          checked={type.hidden}
          onChange={(event) => onEdit('hidden', event.target.checked)}
        />
        Oculto: solo se vende con un código que lo incluya
      </CheckLabel>
      <PromotionFields type={type} index={index} errors={errors} text={text} onEdit={onEdit} />
      {errors.id && (
        <p role="alert" className={styles.error}>
          {errors.id}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" size="small" variant="ghost" disabled={index === 0} onClick={() => onMove(-1)}>
          Subir <span className="visually-hidden">{title}</span>
        </Button>
        <Button type="button" size="small" variant="ghost" disabled={index === count - 1} onClick={() => onMove(1)}>
          Bajar <span className="visually-hidden">{title}</span>
        </Button>
        <Button type="button" size="small" variant="ghost" onClick={onRemove}>
          Quitar <span className="visually-hidden">{title}</span>
        </Button>
      </div>
    </fieldset>
  );
}
