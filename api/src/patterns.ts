/** At least one character that is not white space: a required value of only spaces is no value. */
export const NOT_BLANK = '\\S';

/**
 * Not blank, and no line break: for values that end up in a mail header (subject, attachment names), where
 * a CR or LF would let the sender add headers of their own.
 */
export const ONE_LINE = '^[^\\r\\n]*\\S[^\\r\\n]*$';
