import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@tekvana/shared';
import { PageSection } from './PageSection';

const loadRemoteModule = jest.fn();
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  resetRemote: jest.fn(),
}));

const title: Section = { order: 1, type: 'TITLE-SECTION', heading: 'Hello' };

beforeEach(() => {
  loadRemoteModule.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('PageSection', () => {
  it('renders nothing for a type the registry does not know', () => {
    // Parsing drops such sections (decision 010); the section keeps its own guard all the same.
    const { container } = render(<PageSection section={{ order: 1, type: 'NO-SUCH' } as unknown as Section} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the section from its remote and passes the section data', async () => {
    loadRemoteModule.mockResolvedValue({ default: ({ section }: { section: Section }) => <h1>{section.heading}</h1> });
    render(<PageSection section={title} />);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('content', 'TitleSection');
  });

  it('keeps a failed load in its own area and retries on request', async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('remote down'));
    render(<PageSection section={{ order: 1, type: 'INTERNSHIP-FORM', heading: 'Apply' }} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    loadRemoteModule.mockResolvedValue({ default: () => <p>Back again</p> });
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});

describe('PageSection in a pre-rendered page', () => {
  it('lifts the inert the served copy put on its area once the section is live', async () => {
    let resolveModule: (module: unknown) => void = () => undefined;
    loadRemoteModule.mockReturnValue(new Promise((resolve) => (resolveModule = resolve)));
    const { container } = render(<PageSection section={{ order: 1, type: 'CONTACT-US', heading: 'Write to us' }} />);
    const area = container.querySelector('.page-section') as HTMLElement;
    area.setAttribute('inert', '');
    expect(area).toHaveAttribute('inert');
    resolveModule({ default: () => <input aria-label="Name" /> });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(area).not.toHaveAttribute('inert');
  });
});
