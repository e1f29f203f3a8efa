/** Business constants and user-facing messages (decision 018). */

export const CAROUSEL_INTERVAL_MS = 7000;
export const SCROLL_THRESHOLD_PX = 50;
export const MESSAGE_CLEAR_DELAY_MS = 5000;
export const PHONE_LENGTH = 10;
export const RETRY_COUNT = 3;
export const BLOG_PAGE_SIZE = 6;
export const SOCIAL_ROTATION_MS = 3000;
export const COUNT_UP_MS = 2000;
export const SIMULATED_SUBMIT_DELAY_MS = 5000;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const ISD_INDIA = '+91';
export const ISD_OTHER = '+1';

export const MESSAGES = {
  submitSuccess: 'Application submitted successfully!',
  submitFailure: 'Submission failed. Please try again.',
  phoneLength: 'Contact number must be exactly 10 digits.',
  connectError: 'Connect error. Please try after sometime.',
  noPressRelease: 'No press release data available.',
  noBlogs: 'No blog data available.',
  notFoundTitle: "404 That's an error.",
  notFoundText: "The requested url was not found on this server. That's all we know.",
  unexpectedError: 'Unexpected Application Error!',
} as const;

/** A form sent too often (the API answered 429): how long to wait, in words. */
export const tooManyRequestsMessage = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/**
 * The file beside the content remote's remoteEntry.js holding the site data's brand (name, short name, logo): the
 * site's server reads it to title a job page it has no copy of (decision 057). remote-content's webpack config
 * writes it under this name.
 */
export const SITE_BRAND_FILE = 'site-brand.json';

/**
 * The file beside it holding the site data's outline (header, footer, page keys): the site's server answers 404 for
 * a path that is no page of it and lists its pages in the sitemap (decision 068). Written by the same config.
 */
export const SITE_OUTLINE_FILE = 'site-outline.json';

/**
 * English month names, for dates written without Intl: the first date format a page asks of Intl loads the
 * browser's locale data, tens of milliseconds of a phone's main thread (decision 042).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
