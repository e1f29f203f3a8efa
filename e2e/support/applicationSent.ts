/**
 * A sent application's whole status message: the spec's success text, then by when the candidate will hear
 * (docs/decisions/077-answer-promises.md).
 */
export const APPLICATION_SENT =
  /^Application submitted successfully! We will tell you where your application stands by \d{1,2} [A-Z][a-z]+ \d{4}\.$/;
