/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@tekvana/contracts/schema';
import { CheckboxGroupField, SchemaForm, useSchemaForm } from '../index';

const BOXES = [
  { name: 'red', label: 'Red' },
  { name: 'blue', label: 'Blue' },
];
const REQUIRED = 'Choose at least one colour.';
// The group's error belongs to the first box's field, as the form's schema says when none is ticked.
const schemaFor = () =>
  z
    .object({ red: z.boolean(), blue: z.boolean() })
    .check(z.refine((values) => values.red || values.blue, { message: REQUIRED, path: ['red'] }));

function Form({ onValid }: { onValid: () => void }) {
  const form = useSchemaForm(schemaFor, { red: false, blue: false });
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={onValid}>
      <CheckboxGroupField legend="Colours" hint="Choose one or more." required boxes={BOXES} />
      <button type="submit">Send</button>
    </SchemaForm>
  );
}

it('shows one error for the group on every box, and ticking any box clears it', async () => {
  const user = userEvent.setup();
  const sent = jest.fn();
  render(<Form onValid={sent} />);
  const group = screen.getByRole('group', { name: /Colours/ });
  expect(group).toHaveTextContent('Choose one or more.');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).not.toHaveBeenCalled();
  const red = screen.getByRole('checkbox', { name: 'Red' });
  const blue = screen.getByRole('checkbox', { name: 'Blue' });
  for (const box of [red, blue]) {
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(REQUIRED);
  }

  await user.click(blue);
  expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  expect(red).toBeValid();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toHaveBeenCalledTimes(1);
});
