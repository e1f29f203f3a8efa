/**
 * The openings search call (decision 056): one page of openings matching the openings page's filters, asked of
 * the API instead of filtering every opening in the browser. Its parameters are the page's URL parameters.
 */
export const OPENINGS_SEARCH_PATH = '/get/requirement/search';

/** The most characters of search text the page sends and an alert keeps: a few words, not a document. */
export const OPENINGS_SEARCH_MAX_LENGTH = 100;
/** The radii the openings page offers around a place, in km (decision 084); the first is the default. */
export const NEAR_KM_CHOICES = [50, 25, 100] as const;
/** The widest radius a search takes: a larger one is answered with this. */
export const NEAR_KM_MAX = 500;
/** The most characters of a place's name (`near`): a city, its region and country. */
export const NEAR_MAX_LENGTH = 100;

/** Openings in a results page unless `size` asks for another count. */
export const OPENINGS_PAGE_SIZE = 20;
/** The most openings one results page holds; a larger `size` is answered with this many. */
export const OPENINGS_PAGE_SIZE_MAX = 50;

/** The columns the openings can be sorted by; REQ_ID descending is the default (decision 012). */
export const openingsSortKeys = ['REQ_ID', 'PSTN_LCTN'] as const;
export type OpeningsSortKey = (typeof openingsSortKeys)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * The fields of an opening a results page carries: the openings table's columns, the posted and closing dates, the
 * pay range and sponsorship (decision 059); the last six are left out when the opening has none.
 */
export const openingSummaryFields = [
  'REQ_ID',
  'PSTN_TITLE',
  'PSTN_LCTN',
  'WORK_LOCATION_PREFERENCE',
  'PSTN_TYP',
  'PSTN_RATE',
  'POSTED_DATE',
  'CLOSING_DATE',
  'PAY_MIN',
  'PAY_MAX',
  'PAY_CURRENCY',
  'PAY_PERIOD',
  'VISA_SPONSORSHIP',
] as const;

/**
 * The `sponsorship` parameter (decision 059): `yes` keeps only the openings that sponsor a work visa; any other
 * value, like none, keeps every opening, so an old or mistyped link still shows the list.
 */
export const sponsorshipParamOf = (param: string | undefined): boolean => param === 'yes';

/** The `type` parameter's words for the position types (decision 012); any other word keeps every type. */
export const POSITION_TYPE_PARAMS = { permanent: 'Full-Time', contractual: 'Contract' } as const;
export type PositionTypeParam = keyof typeof POSITION_TYPE_PARAMS;
