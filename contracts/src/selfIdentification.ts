/**
 * Voluntary self-identification (decision 063): after an application to a US opening, the candidate may answer the
 * questions US employers ask for their equal-opportunity reports. The careers remote asks and the API stores the
 * answers apart from the application, keyed by the candidate's id; they never reach the recruiters. Every question
 * is optional and each offers "I don't wish to answer".
 */

import type { Country, Opening } from './careers';
import * as z from './schema';

/** On the staffing API's base URL. */
export const SELF_IDENTIFICATION_PATH = '/v1/selfIdentifications';

/**
 * The header of the job candidate post's `Inserted` answer that carries the token the self-identification needs:
 * proof that its sender is the one who posted the candidate, not anyone who learned the id (decision 063, amended
 * 2026-11-28). The body stays the contract's literal (decision 014).
 */
export const SELF_IDENTIFICATION_TOKEN_HEADER = 'Self-Identification-Token';

/** The countries list's code of the United States. */
const UNITED_STATES = 'US';

/**
 * A US role: the opening's COUNTRY is the United States' COUNTRY_UUID in the countries list. Only these show the
 * equal-opportunity statement and offer the self-identification, and only for these does the API store it.
 */
export const isUsOpening = (opening: Pick<Opening, 'COUNTRY'>, countries: readonly Country[]): boolean =>
  countries.some((country) => country.COUNTRY_CODE === UNITED_STATES && country.COUNTRY_UUID === opening.COUNTRY);

/** The answer every question offers; distinct from leaving the question unanswered. */
const DECLINED = "I don't wish to answer";

/**
 * The questions in the order the form asks them, with their choices as the US voluntary forms word them. The API
 * stores a choice's code; the wording is for the form.
 */
export const SELF_IDENTIFICATION_QUESTIONS = {
  gender: { legend: 'Gender', choices: { female: 'Female', male: 'Male', declined: DECLINED } },
  hispanicOrLatino: { legend: 'Are you Hispanic or Latino?', choices: { yes: 'Yes', no: 'No', declined: DECLINED } },
  race: {
    legend: 'Race',
    choices: {
      'american-indian-or-alaska-native': 'American Indian or Alaska Native',
      asian: 'Asian',
      'black-or-african-american': 'Black or African American',
      'native-hawaiian-or-other-pacific-islander': 'Native Hawaiian or Other Pacific Islander',
      white: 'White',
      'two-or-more-races': 'Two or more races',
      declined: DECLINED,
    },
  },
  veteranStatus: {
    legend: 'Protected veteran status',
    choices: {
      'protected-veteran': 'I identify as one or more of the classifications of protected veteran',
      'not-a-protected-veteran': 'I am not a protected veteran',
      declined: DECLINED,
    },
  },
  disabilityStatus: {
    legend: 'Disability status',
    choices: {
      yes: 'Yes, I have a disability (or previously had a disability)',
      no: 'No, I do not have a disability and have not had one in the past',
      declined: DECLINED,
    },
  },
} as const;

export type SelfIdentificationQuestion = keyof typeof SELF_IDENTIFICATION_QUESTIONS;
/** The codes of one question's choices ('female', 'declined', …). */
export type SelfIdentificationChoice<Q extends SelfIdentificationQuestion> =
  keyof (typeof SELF_IDENTIFICATION_QUESTIONS)[Q]['choices'] & string;

export const SELF_IDENTIFICATION_QUESTION_NAMES = Object.keys(
  SELF_IDENTIFICATION_QUESTIONS,
) as SelfIdentificationQuestion[];

/** A question's choice codes, in the form's order. */
export const choiceCodesOf = <Q extends SelfIdentificationQuestion>(question: Q) =>
  Object.keys(SELF_IDENTIFICATION_QUESTIONS[question].choices) as [
    SelfIdentificationChoice<Q>,
    ...SelfIdentificationChoice<Q>[],
  ];

const answer = <Q extends SelfIdentificationQuestion>(question: Q) => z.optional(z.enum(choiceCodesOf(question)));

/** The answers given; a question left unanswered is absent. At least one, else there is nothing to store. */
export const selfIdentificationAnswersSchema = z.object({
  gender: answer('gender'),
  hispanicOrLatino: answer('hispanicOrLatino'),
  race: answer('race'),
  veteranStatus: answer('veteranStatus'),
  disabilityStatus: answer('disabilityStatus'),
});

/**
 * Body of POST SELF_IDENTIFICATION_PATH: the application's candidate id (the EXTERNALCANDIDATE_UUID the browser
 * made), the token the API gave with the candidate post's answer (SELF_IDENTIFICATION_TOKEN_HEADER), and the
 * answers, at least one (JSON Schema's minProperties, which the API's validator checks). The token is optional
 * here only so that a request without one is refused as unproven (403) rather than as malformed: the API never
 * stores answers without it.
 */
export const selfIdentificationRequestSchema = z.object({
  candidateId: z
    .string()
    .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/u), z.meta({ pattern: '^[A-Za-z0-9_-]+$' })),
  token: z.optional(z.string().check(z.maxLength(200))),
  answers: selfIdentificationAnswersSchema.check(
    z.refine((answers) => Object.keys(answers).length > 0, 'at least one answer'),
    z.meta({ minProperties: 1 }),
  ),
});

export type SelfIdentificationAnswers = z.output<typeof selfIdentificationAnswersSchema>;
/** What the site sends: always with the token. */
export type SelfIdentificationRequest = z.output<typeof selfIdentificationRequestSchema> & { token: string };

/**
 * Stored answers in the form's words, in its order: what the candidate chose, for their own download. A code no
 * question offers (a choice since withdrawn) is given as stored rather than dropped.
 */
export function selfIdentificationInWords(
  answers: Record<string, unknown>,
): Array<{ question: string; answer: string }> {
  return SELF_IDENTIFICATION_QUESTION_NAMES.flatMap((name) => {
    const code = answers[name];
    if (typeof code !== 'string') return [];
    const { legend, choices } = SELF_IDENTIFICATION_QUESTIONS[name];
    const words = Object.hasOwn(choices, code) ? (choices as Record<string, string>)[code] : undefined;
    return [{ question: legend, answer: words ?? code }];
  });
}

/** `code` is 'OK' once the answers are stored; any other code is a failure, with a message. */
export interface SelfIdentificationAnswer {
  code: string;
  message?: string;
}
