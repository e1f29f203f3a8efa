import type { ResumeFields } from './extractResumeFields';

/** What a resume gives, as a form takes it: the full name is one more way to take the name. */
export type AutofillSource = keyof ResumeFields | 'fullName';

/**
 * A form's field for each thing a resume can give; what a form leaves out is not offered. `phoneCountryCode`: the
 * dialling code the form's phone field shows, where it is fixed; a number of another country is not offered there.
 */
export type AutofillTargets = Partial<Record<AutofillSource, string>> & { phoneCountryCode?: string };

/** How the offer names each. */
export const SOURCE_LABELS: Record<AutofillSource, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Contact number',
  linkedIn: 'LinkedIn',
  gitHub: 'GitHub',
  currentTitle: 'Current title',
  yearsOfExperience: 'Years of experience',
};

/** A value the resume gives for one of the form's fields. */
export interface FoundValue {
  source: AutofillSource;
  field: string;
  value: string;
}

/** The value each target field would take, as its form writes it (a phone as its ten digits), in the offer's order. */
export function foundValues(fields: ResumeFields, targets: AutofillTargets): FoundValue[] {
  const fullName = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  const values: Record<AutofillSource, string | undefined> = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    fullName: fields.firstName && fields.lastName ? fullName : undefined,
    email: fields.email,
    phone:
      targets.phoneCountryCode === undefined || fields.phone?.countryCode === targets.phoneCountryCode
        ? fields.phone?.digits
        : undefined,
    linkedIn: fields.linkedIn,
    gitHub: fields.gitHub,
    currentTitle: fields.currentTitle,
    yearsOfExperience: fields.yearsOfExperience === undefined ? undefined : String(fields.yearsOfExperience),
  };
  return (Object.keys(SOURCE_LABELS) as AutofillSource[]).flatMap((source) => {
    const field = targets[source];
    const value = values[source];
    return field && value ? [{ source, field, value }] : [];
  });
}
