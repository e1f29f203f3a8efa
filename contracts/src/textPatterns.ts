/**
 * The named text patterns of the request schemas (requestSchemas.ts), as JSON Schema writes them: the API's
 * validator (ajv) compiles them with the u flag, and the schemas check them with the same flag in the browser and
 * the tests' fake API. The API words its messages by these texts (api/src/platform/errors.ts), so a change here is
 * a change of the API's answers.
 */

/**
 * At least one character that shows: not white space, and not a control or format character (a zero-width space
 * alone is no value either).
 */
export const NOT_BLANK = '[^\\s\\p{C}]';

/**
 * Not blank, and no control character at all (line breaks, NUL, vertical tab, form feed…): for values that end up
 * in a mail or a mail header (names, subjects, attachment names), where a CR or LF would let the sender add
 * headers of their own and the others are no part of a name or a subject.
 */
export const ONE_LINE = `^\\P{Cc}*${NOT_BLANK}\\P{Cc}*$`;

/**
 * A one-line value that goes into a mail header as it is: no RFC 2047 encoded word (`=?utf-8?B?…?=`), which a mail
 * program would decode into text the API never checked.
 */
export const HEADER_TEXT = `^(?!.*=\\?[^?]*\\?[BbQq]\\?)\\P{Cc}*${NOT_BLANK}\\P{Cc}*$`;

/**
 * Text with no control character at all, or none (a search): a NUL or a line break is no part of a search, and the
 * engines refuse a NUL outright.
 */
export const NO_CONTROL = '^\\P{Cc}*$';

/** A whole number written in digits, as a query parameter carries one (up to fifteen digits: any such number is exact in JavaScript). */
export const WHOLE_NUMBER = '^[0-9]{1,15}$';
