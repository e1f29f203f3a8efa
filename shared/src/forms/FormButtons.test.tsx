/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@tekvana/contracts/schema';
import { ResetButton, SchemaForm, SubmitButton, TextField, useSchemaForm, useSubmitProgress } from './index';

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

/** A form whose send runs through the progress hook and waits until its Cancel, or until the test lets it finish. */
function CancellableForm({ onOutcome }: { onOutcome: (cancelled: boolean) => void }) {
  const form = useSchemaForm(schemaFor, { name: '' });
  const progress = useSubmitProgress();
  async function send() {
    const { cancelled } = await progress.track(
      (tracker) =>
        new Promise<{ ok: boolean }>((resolve) =>
          tracker.signal.addEventListener('abort', () => resolve({ ok: false })),
        ),
    );
    onOutcome(cancelled);
  }
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={send}>
      <TextField name="name" label="Name" />
      <SubmitButton label="Send" progress={progress} />
    </SchemaForm>
  );
}

describe('SubmitButton with a Cancel', () => {
  it('shows Cancel only while the form is sent; Cancel stops the send, and focus comes back to Send', async () => {
    const onOutcome = jest.fn();
    render(<CancellableForm onOutcome={onOutcome} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus());
    expect(onOutcome).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Asha');
  });
});
