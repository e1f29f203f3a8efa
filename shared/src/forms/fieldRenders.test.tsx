/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@tekvana/contracts/schema';
import { requiredText } from './text';
import { SchemaForm, SelectField, TextField, useSchemaForm, WhenShown } from './index';

interface Values {
  name: string;
  city: string;
  team: string;
}

const NAME_REQUIRED = 'Please enter your name.';
const FIELDS = { name: requiredText(NAME_REQUIRED, 20), city: z.optional(z.string()), team: z.optional(z.string()) };
// A new object on every call, as a form's schema is, with the same field schemas in it.
const schemaFor = () => z.object({ ...FIELDS });

// A field registers its control on each of its renders: the calls count them.
let registrations: jest.SpiedFunction<UseFormReturn<Values>['register']>;
const rendersOf = (name: keyof Values) => registrations.mock.calls.filter(([called]) => called === name).length;

function Form() {
  const form = useSchemaForm<Values>(schemaFor, { name: '', city: '', team: '' });
  useState(() => (registrations = jest.spyOn(form, 'register')));
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={jest.fn()}>
      <TextField name="name" label="Name" />
      <TextField name="city" label="City" />
      {/* Choices written inline: a new array on each render of the form, with the same choices. */}
      <SelectField name="team" label="Team" choices={[{ value: 'a', label: 'A' }]} />
      <WhenShown name="city">
        <button type="submit">Send</button>
      </WhenShown>
    </SchemaForm>
  );
}

describe("a form's fields", () => {
  it('render once as the form mounts, not again as it gets ready', async () => {
    render(<Form />);
    // react-hook-form marks the form ready in a layout effect, which renders the form's own component again at once.
    await screen.findByRole('button', { name: 'Send' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([rendersOf('name'), rendersOf('city'), rendersOf('team')]).toEqual([1, 1, 1]);
  });

  it("do not render again as another field's value changes", async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText(/^City/), 'Pune');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Pune');
    expect([rendersOf('name'), rendersOf('team')]).toEqual([1, 1]);
  });

  it('show their error when the form is sent, and lose it as the field is edited', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(NAME_REQUIRED, { selector: '.invalid-feedback' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/^Name/), 'A');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid'));
  });
});
