/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import * as z from '@tekvana/contracts/schema';
import { SchemaForm, SelectField, useSchemaForm } from '../index';

const schemaFor = () => z.object({ state: z.string() });
const STATES = [
  { value: 'tx', label: 'Texas' },
  { value: 'ks', label: 'Kansas' },
];

function Form({ choicesWhenLive, start = '' }: { choicesWhenLive?: boolean; start?: string }) {
  const form = useSchemaForm(schemaFor, { state: start });
  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="t" aria-label="Test form" onValid={() => undefined}>
      <SelectField name="state" label="State" choices={STATES} choicesWhenLive={choicesWhenLive} />
    </SchemaForm>
  );
}

const optionTexts = () => Array.from((screen.getByLabelText(/State/) as HTMLSelectElement).options, (o) => o.text);

describe('SelectField', () => {
  it('offers its choices after the placeholder', () => {
    render(<Form />);
    expect(optionTexts()).toEqual(['Select', 'Texas', 'Kansas']);
  });

  it('marks the choice the form starts with in markup written before the form runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form start="ks" />);
    const select = container.querySelector('select') as HTMLSelectElement;
    expect(select.value).toBe('ks');
    expect(container.innerHTML).toContain('<option value="ks" selected="">Kansas</option>');
  });

  describe('with choicesWhenLive', () => {
    let root: Root | undefined;
    afterEach(() => act(() => root?.unmount()));

    it('leaves the choices out of pre-rendered markup, and draws them once the hydrated page is live', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Form choicesWhenLive />);
      expect(container.innerHTML).not.toContain('Texas');
      document.body.append(container);
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <Form choicesWhenLive />, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(optionTexts()).toEqual(['Select', 'Texas', 'Kansas']);
    });

    it('keeps the choice the form starts with in the markup, so the hydrated control still shows it', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Form choicesWhenLive start="ks" />);
      expect(container.innerHTML).not.toContain('Texas');
      expect(container.innerHTML).toContain('<option value="ks" selected="">Kansas</option>');
      document.body.append(container);
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <Form choicesWhenLive start="ks" />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(optionTexts()).toEqual(['Select', 'Texas', 'Kansas']);
      expect(screen.getByLabelText(/State/)).toHaveDisplayValue('Kansas');
    });

    it('offers the choices at once when the form is drawn in the browser', () => {
      render(<Form choicesWhenLive />);
      expect(optionTexts()).toEqual(['Select', 'Texas', 'Kansas']);
    });
  });
});
