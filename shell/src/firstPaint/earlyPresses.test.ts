import { holdEarlyPresses, sectionLive } from './earlyPresses';

document.body.innerHTML = '<div id="root"></div>';
const root = document.getElementById('root') as HTMLElement;

/** A served page: one careers section (hydrated late) and one static content section, each with a button. */
function servedPage() {
  root.innerHTML = `
      <div class="page-section" data-section-type="OPENINGS-SECTION" data-remote="careers">
        <button type="button" id="alert">Create a job alert</button>
      </div>
      <div class="page-section" data-section-type="TITLE-SECTION" data-remote="content">
        <button type="button" id="static">Static</button>
      </div>
      <button type="button" id="outside">Menu</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { alert: byId('alert'), staticButton: byId('static'), outside: byId('outside') };
}

describe('presses before a section is live', () => {
  // Installed once, as the shell does when it starts hydrating.
  beforeAll(() => holdEarlyPresses(root));

  it('holds a press in a section not yet live and presses it again once the section is', async () => {
    const { alert } = servedPage();
    const pressed = jest.fn();
    alert.addEventListener('click', pressed);
    alert.click();
    expect(pressed).not.toHaveBeenCalled();
    sectionLive(alert.parentElement as Element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toHaveBeenCalledTimes(1);
    // Live now: the next press goes straight through.
    alert.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('lets presses outside sections, and in static sections, through at once', () => {
    const { staticButton, outside } = servedPage();
    const pressed = jest.fn();
    staticButton.addEventListener('click', pressed);
    outside.addEventListener('click', pressed);
    staticButton.click();
    outside.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('drops a held press whose button is gone or disabled when the section goes live', async () => {
    const { alert } = servedPage();
    const pressed = jest.fn();
    alert.addEventListener('click', pressed);
    alert.click();
    const section = alert.parentElement as Element;
    alert.disabled = true;
    sectionLive(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).not.toHaveBeenCalled();
  });
});
