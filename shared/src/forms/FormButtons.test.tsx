/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@tekvana/contracts/schema';
import { ResetButton, SchemaForm, SubmitButton, TextField, useSchemaForm } from './index';

const schemaFor = () => z.object({ name: z.optional(z.string()) });

function Form({ busyLabel, send, onReset }: { busyLabel?: string; send: () => Promise<void>; onReset: () => void }) {
  const form = useSchemaForm(schemaFor, { name: '' });
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={send}>
      <TextField name="name" label="Name" />
      <SubmitButton label="Send" busyLabel={busyLabel} />
      <ResetButton onReset={onReset} />
    </SchemaForm>
  );
}

/** A send that stays pending until the test lets it finish. */
function pendingSend() {
  let finish = () => undefined as void;
  const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { send, finish: () => finish() };
}

describe('SubmitButton and ResetButton', () => {
  it('are disabled while the form is sent, the submit button saying so to screen readers, and the form is busy', async () => {
    const { send, finish } = pendingSend();
    render(<Form send={send} onReset={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Send (sending)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the busy label instead when the form has one', async () => {
    const { send, finish } = pendingSend();
    render(<Form busyLabel="Sending…" send={send} onReset={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    await screen.findByRole('button', { name: 'Send' });
  });

  it('resets through the form’s own handler', async () => {
    const onReset = jest.fn();
    render(<Form send={jest.fn()} onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
