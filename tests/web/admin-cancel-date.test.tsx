/** "Cancelar función": the confirm step before a date stops selling, with the organizer's message. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOW_DATES_MESSAGES } from '@carcajada/domain';
import { CancelDateDialog } from '../../web/src/features/admin/components/CancelDateDialog';

function renderDialog(overrides: Partial<Parameters<typeof CancelDateDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <CancelDateDialog
      dateLabel="jueves, 17 de diciembre a las 20:00"
      cancelling={false}
      failure={null}
      onConfirm={onConfirm}
      onClose={onClose}
      {...overrides}
    />,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('cancel a date', () => {
  it('asks first, then sends the optional message trimmed', async () => {
    const { onConfirm, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cancelar función' });
    expect(dialog).toHaveAccessibleDescription(
      SHOW_DATES_MESSAGES.cancelQuestion('jueves, 17 de diciembre a las 20:00'),
    );
    await user.type(screen.getByLabelText(/Mensaje para quienes tienen entradas/), '  Se enfermó el elenco.  ');
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar función' }));
    expect(onConfirm).toHaveBeenCalledWith('Se enfermó el elenco.');
  });

  it('"No, volver" closes without cancelling; a refusal shows its Spanish text', async () => {
    const { onConfirm, onClose, user } = renderDialog({ failure: 'Alguien ya ingresó al show con este ticket.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Alguien ya ingresó al show con este ticket.');
    await user.click(screen.getByRole('button', { name: 'No, volver' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while the call is out, the buttons wait', () => {
    renderDialog({ cancelling: true });
    expect(screen.getByRole('button', { name: 'No, volver' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Cancelando/ })).toBeInTheDocument();
  });
});
