import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@tekvana/shared';
import { PageSection } from './PageSection';

const loadRemoteModule = jest.fn();
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  resetRemote: jest.fn(),
}));

const title: Section = { order: 1, type: 'TITLE-SECTION', heading: 'Hello' };

const reportClientError = jest.fn();
jest.mock('../federation/clientErrors', () => ({
  reportClientError: (...args: unknown[]) => reportClientError(...args),
}));

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

  it("reports a section that throws as it renders against its remote's release", async () => {
    reportClientError.mockClear();
    const thrown = new TypeError("Cannot read properties of undefined (reading 'title')");
    loadRemoteModule.mockResolvedValue({
      default: () => {
        throw thrown;
      },
    });
    render(<PageSection section={{ order: 1, type: 'OPENINGS-SECTION', heading: 'Openings' }} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reportClientError).toHaveBeenCalledWith('careers', 'render', thrown);
  });
});

describe('PageSection in a pre-rendered page', () => {
  it('lifts the inert the served copy put on its forms once the section is live, and no other', async () => {
    let resolveModule: (module: unknown) => void = () => undefined;
    loadRemoteModule.mockReturnValue(new Promise((resolve) => (resolveModule = resolve)));
    render(<PageSection section={{ order: 1, type: 'CONTACT-US', heading: 'Write to us' }} />);
    resolveModule({
      default: () => (
        <>
          <form aria-label="Contact" data-prerender-inert="" inert>
            <input aria-label="Name" />
          </form>
          <div data-testid="hidden-slide" inert />
        </>
      ),
    });
    const form = await screen.findByRole('form', { name: 'Contact' });
    await waitFor(() => expect(form).not.toHaveAttribute('inert'));
    expect(form).not.toHaveAttribute('data-prerender-inert');
    expect(screen.getByTestId('hidden-slide')).toHaveAttribute('inert');
  });
});
