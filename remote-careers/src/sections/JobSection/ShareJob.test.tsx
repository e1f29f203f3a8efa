import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareJob } from './ShareJob';

const URL_7 = 'https://www.example.com/current-openings/job-description?jobId=7';
const TITLE = 'Data Scientist, Pune | Tekvana Careers';

function onPhone(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({ matches: query === '(pointer: coarse)', media: query }),
    configurable: true,
  });
}

afterEach(() => {
  // Back to a desktop browser without a share sheet.
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(window, 'matchMedia');
  jest.restoreAllMocks();
});

describe('ShareJob', () => {
  it('copies the link elsewhere and says so in a status', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ShareJob title={TITLE} url={URL_7} />);
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(writeText).toHaveBeenCalledWith(URL_7);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
  });

  it('shows the link selected to copy by hand when the clipboard is refused', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<ShareJob title={TITLE} url={URL_7} />);
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy the link below.');
    expect(screen.getByRole('textbox', { name: 'Link to this job' })).toHaveValue(URL_7);
  });

  it("opens the phone's share sheet with the title and link, and stays quiet when it is closed", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const share = jest.fn<Promise<void>, [ShareData]>().mockRejectedValueOnce(new DOMException('', 'AbortError'));
    onPhone(share);
    render(<ShareJob title={TITLE} url={URL_7} />);
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_7 });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies instead when the share sheet fails', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    onPhone(() => Promise.reject(new DOMException('', 'NotAllowedError')));
    render(<ShareJob title={TITLE} url={URL_7} />);
    await user.click(screen.getByRole('button', { name: 'Share this job' }));
    expect(writeText).toHaveBeenCalledWith(URL_7);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
  });
});
