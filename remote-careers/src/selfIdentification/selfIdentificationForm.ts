import * as z from '@tekvana/contracts/schema';
import {
  choiceCodesOf,
  SELF_IDENTIFICATION_QUESTION_NAMES,
  type SelfIdentificationAnswers,
  type SelfIdentificationQuestion,
} from '@tekvana/contracts/careers';

/**
 * One radio group per question, unanswered allowed: every question is optional. Unanswered is '' at first and null
 * once the group was focused and left (react-hook-form reads a group with no button checked as null).
 */
export type SelfIdentificationValues = Record<SelfIdentificationQuestion, string | null>;

export const EMPTY_VALUES = Object.fromEntries(
  SELF_IDENTIFICATION_QUESTION_NAMES.map((name) => [name, '']),
) as SelfIdentificationValues;

const schema = z.object(
  Object.fromEntries(
    SELF_IDENTIFICATION_QUESTION_NAMES.map((name) => [name, z.nullable(z.enum(['', ...choiceCodesOf(name)]))]),
  ),
);

/** The form's schema: the same for every state of the form. */
export const selfIdentificationSchemaFor = () => schema;

/** The answers to send: the questions answered, nothing for the others. Empty when none was answered. */
export function answersOf(values: SelfIdentificationValues): SelfIdentificationAnswers {
  return Object.fromEntries(
    SELF_IDENTIFICATION_QUESTION_NAMES.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
  ) as SelfIdentificationAnswers;
}
