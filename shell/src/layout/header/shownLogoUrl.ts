import logoDataUrl from '../../../public/logo.svg?inline';

/** Where the brand data names the shell's own logo file. */
export const SHELL_LOGO_PATH = '/logo.svg';

/**
 * The logo's address as the header shows it. The shell's own logo file travels inside the page as a data URL, so
 * the first paint needs no request for it (decision 036); the brand data keeps the file's address, which
 * structured data needs. Any other logo is shown from where the brand data says.
 */
export const shownLogoUrl = (logoUrl: string): string => (logoUrl === SHELL_LOGO_PATH ? logoDataUrl : logoUrl);
