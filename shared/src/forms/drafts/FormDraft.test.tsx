/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@tekvana/contracts/schema';
import { MESSAGE_CLEAR_DELAY_MS } from '@tekvana/contracts';
import {
  CheckboxField,
  DRAFT_TEXTS,
  FileField,
  ResetButton,
  SchemaForm,
  SubmitButton,
  TextField,
  useSchemaForm,
  type FormDraft,
} from '../index';

interface Values {
  name: string;
  idNumber: string;
  updates: boolean;
  file?: File | null;
}
const EMPTY: Values = { name: '', idNumber: '', updates: false };
const schemaFor = () =>
  z.object({
    name: z.string().check(z.minLength(1, 'Enter your name.')),
    idNumber: z.optional(z.string()),
    updates: z.boolean(),
    file: z.optional(z.nullable(z.file())),
  });
const DRAFT: FormDraft = { key: 'test.form', omit: ['idNumber'] };
const STORED = 'tekvana.draft.test.form';
const stored = () => JSON.parse(localStorage.getItem(STORED) ?? 'null') as { answers: object } | null;

/** Like the site's forms: a success empties the form, a failure keeps every value. */
function Form({ sent = true, withFile = false }: { sent?: boolean; withFile?: boolean }) {
  const empty = withFile ? { ...EMPTY, file: null } : EMPTY;
  const form = useSchemaForm<Values>(schemaFor, empty);
  return (
    <SchemaForm
      form={form}
      schemaFor={schemaFor}
      idPrefix="t"
      aria-label="Test form"
      draft={DRAFT}
      onValid={() => {
        if (sent) form.reset(empty);
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="idNumber" label="Identity number" />
      <CheckboxField name="updates" label="Send me updates" summaryLabel="Updates" />
      {withFile && <FileField name="file" label="File" />}
      <SubmitButton label="Send" />
      <ResetButton onReset={() => form.reset(empty)} />
    </SchemaForm>
  );
}

const name = () => screen.getByRole('textbox', { name: /^Name/ });

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('keeps text and choices as they are typed, never a field left out', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(name(), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /^Identity number/ }), '123412341234');
    await user.click(screen.getByRole('checkbox', { name: /Send me updates/ }));
    expect(stored()?.answers).toEqual({ name: 'Asha', updates: true });
  });

  it('restores the answers on the next visit, says so, and asks for files again', async () => {
    localStorage.setItem(STORED, JSON.stringify({ savedAt: Date.now(), answers: { name: 'Asha', updates: true } }));
    render(<Form withFile />);
    await waitFor(() => expect(name()).toHaveValue('Asha'));
    expect(screen.getByRole('checkbox', { name: /Send me updates/ })).toBeChecked();
    expect(screen.getByText(new RegExp(DRAFT_TEXTS.restored)).closest('[aria-live="polite"]')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(DRAFT_TEXTS.fileAgain))).toBeInTheDocument();
  });

  it('restores without touching the stored draft: never removed on the way, its age kept', async () => {
    const savedAt = Date.now() - 1000;
    localStorage.setItem(STORED, JSON.stringify({ savedAt, answers: { name: 'Asha' } }));
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    render(<Form />);
    await waitFor(() => expect(name()).toHaveValue('Asha'));
    await act(async () => undefined);
    expect(removeItem).not.toHaveBeenCalled();
    removeItem.mockRestore();
    expect(JSON.parse(localStorage.getItem(STORED) ?? 'null')).toEqual({ savedAt, answers: { name: 'Asha' } });
  });

  it('says nothing about files where the form has none, and nothing at all without a draft', async () => {
    render(<Form />);
    await act(async () => undefined);
    expect(screen.queryByText(new RegExp(DRAFT_TEXTS.restored))).not.toBeInTheDocument();
    localStorage.setItem(STORED, JSON.stringify({ savedAt: Date.now(), answers: { name: 'Asha' } }));
    render(<Form />);
    expect(await screen.findByText(DRAFT_TEXTS.restored)).toBeInTheDocument();
  });

  it('clears saved answers on request, announces it and takes the visitor back to the first field', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    localStorage.setItem(STORED, JSON.stringify({ savedAt: Date.now(), answers: { name: 'Asha' } }));
    render(<Form />);
    await user.click(await screen.findByRole('button', { name: DRAFT_TEXTS.clear }));
    expect(name()).toHaveValue('');
    expect(stored()).toBeNull();
    expect(screen.getByText(DRAFT_TEXTS.cleared).closest('[aria-live="polite"]')).toBeInTheDocument();
    expect(name()).toHaveFocus();
    act(() => jest.advanceTimersByTime(MESSAGE_CLEAR_DELAY_MS));
    expect(screen.queryByText(DRAFT_TEXTS.cleared)).not.toBeInTheDocument();
  });

  it('removes the draft and the notice when the form is sent or reset', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORED, JSON.stringify({ savedAt: Date.now(), answers: { name: 'Asha' } }));
    render(<Form />);
    await screen.findByText(DRAFT_TEXTS.restored);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(stored()).toBeNull());
    expect(screen.queryByText(DRAFT_TEXTS.restored)).not.toBeInTheDocument();

    await user.type(name(), 'Ravi');
    expect(stored()?.answers).toEqual({ name: 'Ravi' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stored()).toBeNull();
  });

  it('takes the notice away when Reset empties a restored form', async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORED, JSON.stringify({ savedAt: Date.now(), answers: { name: 'Asha' } }));
    render(<Form />);
    await screen.findByText(DRAFT_TEXTS.restored);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stored()).toBeNull();
    expect(screen.queryByText(DRAFT_TEXTS.restored)).not.toBeInTheDocument();
  });

  it('keeps the draft when sending fails, so nothing typed is lost', async () => {
    const user = userEvent.setup();
    render(<Form sent={false} />);
    await user.type(name(), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(name()).toHaveValue('Asha');
    expect(stored()?.answers).toEqual({ name: 'Asha' });
  });
});
