import { SHELL_LOGO_PATH, shownLogoUrl } from './shownLogoUrl';

describe('shownLogoUrl', () => {
  it("shows the shell's own logo from the data URL built into the script, not from its file", () => {
    // Jest stands in a fixed string for any imported image; the build writes the file's data URL there.
    expect(shownLogoUrl(SHELL_LOGO_PATH)).toBe('test-file-stub');
  });

  it('shows any other logo from where the brand data says', () => {
    expect(shownLogoUrl('https://cdn.example.com/brand.svg')).toBe('https://cdn.example.com/brand.svg');
    expect(shownLogoUrl('/other-logo.svg')).toBe('/other-logo.svg');
  });
});
