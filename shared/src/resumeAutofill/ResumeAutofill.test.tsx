/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@tekvana/contracts/schema';
import { FileField, ResumeAutofillSlot, SchemaForm, TextField, useSchemaForm } from '../forms';
import { readResume, type ResumeRead } from './readResume';

jest.mock('./readResume');
const reads = jest.mocked(readResume);

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  resume: File | null;
}

const schemaFor = () =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    resume: z.nullable(z.instanceof(File)),
  });

function Form() {
  const form = useSchemaForm<Values>(schemaFor, { firstName: '', lastName: '', email: '', phone: '', resume: null });
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={jest.fn()}>
      <TextField name="firstName" label="First name" />
      <TextField name="lastName" label="Last name" />
      <TextField name="email" label="Email" />
      <TextField name="phone" label="Contact number" />
      <FileField name="resume" label="Resume" />
      <ResumeAutofillSlot
        name="resume"
        targets={{ firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone' }}
      />
    </SchemaForm>
  );
}

const found: ResumeRead = {
  outcome: 'found',
  ms: 40,
  fields: {
    firstName: 'Asha',
    lastName: 'Patel',
    email: 'asha@example.com',
    phone: { countryCode: '+91', digits: '9876543210' },
    linkedIn: 'https://www.linkedin.com/in/asha',
  },
};
const pdf = (name = 'cv.pdf') => new File(['%PDF-1.7 resume'], name, { type: 'application/pdf' });

it('offers the values found once a file is chosen, and fills the empty fields only, never one the candidate typed', async () => {
  reads.mockResolvedValue(found);
  const user = userEvent.setup();
  render(<Form />);
  // Nothing is loaded or shown before a file is chosen.
  expect(screen.queryByRole('button', { name: 'Fill in from your resume' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Email/), 'mine@example.com');
  await user.upload(screen.getByLabelText(/^Resume/), pdf());
  const button = await screen.findByRole('button', { name: 'Fill in from your resume' });
  expect(reads).toHaveBeenCalledTimes(1);
  // The form has no LinkedIn field: it is not offered. The typed e-mail is named as kept.
  expect(screen.queryByText('https://www.linkedin.com/in/asha')).not.toBeInTheDocument();
  expect(screen.getByText('asha@example.com').parentElement).toHaveTextContent('(you typed another; yours is kept)');

  await user.click(button);
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Asha');
  expect(screen.getByLabelText(/^Last name/)).toHaveValue('Patel');
  expect(screen.getByLabelText(/^Contact number/)).toHaveValue('9876543210');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('mine@example.com');
  expect(screen.getByText(/^Filled in from your resume: First name, Last name, Contact number\./)).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Fill in from your resume' })).not.toBeInTheDocument();
});

it('says why a file fills nothing in: a scan, a password, a file it could not read or one that took too long', async () => {
  const user = userEvent.setup();
  render(<Form />);
  for (const [outcome, said] of [
    ['no-text', /has no text we can read \(a scanned page, perhaps\)/],
    ['encrypted', /protected with a password/],
    ['unreadable', /could not read this file/],
    ['timed-out', /took too long/],
  ] as const) {
    reads.mockResolvedValueOnce({ outcome });
    await user.upload(screen.getByLabelText(/^Resume/), pdf(`${outcome}.pdf`));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in from your resume' })).not.toBeInTheDocument();
  }
  // A file that is not a PDF or a DOCX is simply sent: nothing is said.
  reads.mockResolvedValueOnce({ outcome: 'unsupported' });
  await user.upload(screen.getByLabelText(/^Resume/), pdf('cv.rtf'));
  await waitFor(() =>
    expect(document.querySelector('[data-resume-autofill]')).toHaveAttribute('data-resume-autofill', 'unsupported'),
  );
  expect(document.querySelector('[data-resume-autofill] p')).toBeEmptyDOMElement();
});
