import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { DRAFT_TEXTS } from '@tekvana/shared/forms';
import { queryClient } from '../../queries/queryClient';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { NoRoleFits } from './NoRoleFits';
import OpeningsSection from './OpeningsSection';

const openButton = () => screen.getByRole('button', { name: 'Send us your resume' });
const formHeading = () => screen.findByRole('heading', { level: 4, name: 'Send us your resume' });

function renderBlock() {
  return render(
    <QueryClientProvider client={queryClient}>
      <NoRoleFits />
    </QueryClientProvider>,
  );
}

beforeEach(() => installTestDeployConfig());

describe('NoRoleFits', () => {
  it('offers the form below the openings without loading it', async () => {
    // The section suspends on its first load: an async act lets it settle before the test looks.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/current-openings/job-openings']}>
          <RouterNavigation>
            <Suspense fallback={null}>
              <OpeningsSection section={{ order: 2, type: 'OPENINGS-SECTION', targetUrl: '/get/requirement' }} />
            </Suspense>
          </RouterNavigation>
        </MemoryRouter>,
      );
    });
    const heading = await screen.findByRole('heading', { level: 3, name: 'No role that fits?' });
    expect(screen.getByRole('table').compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      screen.getByText('Send us your resume and we will consider you for roles in the areas you choose.'),
    ).toBeInTheDocument();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opens the form, focusing its heading, and closes it again keeping the answers', async () => {
    const user = userEvent.setup();
    renderBlock();
    const panel = document.getElementById(openButton().getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await waitFor(async () => expect(await formHeading()).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Send us your resume' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full name/), 'Asha Patel');

    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.click(openButton());
    expect(await formHeading()).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Patel');
  });

  it('opens with the answers saved on this device earlier', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBlock();
    await user.click(openButton());
    await user.type(await screen.findByLabelText(/Full name/), 'Asha Patel');
    unmount();

    renderBlock();
    await user.click(openButton());
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Patel'));
    expect(screen.getByText(new RegExp(DRAFT_TEXTS.restored))).toBeInTheDocument();
  });
});
