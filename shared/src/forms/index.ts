// The one form layer of the site (react-hook-form + zod/mini): the schema validates and drives each field's browser
// constraints; one field family, one error summary, one timed status message. A subpath of the shared package,
// so only the sections with a form load it.
export { SchemaForm, useSchemaForm, type SchemaFor } from './SchemaForm';
export { TextField } from './fields/TextField';
export { SelectField, choicesOf } from './fields/SelectField';
export type { Choice } from './fields/sameFieldProps';
export { RadioGroupField } from './fields/RadioGroupField';
export { CheckboxField } from './fields/CheckboxField';
export { CheckboxGroupField, type CheckboxChoice } from './fields/CheckboxGroupField';
export { FileField } from './fields/FileField';
export { FixedField } from './fields/FixedField';
export { StatusMessage } from './StatusMessage';
export { ResetButton, SubmitButton } from './FormButtons';
export { SubmitProgressPanel } from './SubmitProgressPanel';
export { useSubmitProgress, SUBMIT_CANCELLED, type SubmitProgress, type SubmitRun } from './useSubmitProgress';
export { useTimedMessage, type StatusText } from './useTimedMessage';
export { optionalText, requiredText } from './text';
export { applicationOutcomeMessage, outcomeMessage } from './outcomeMessage';
export { answerPromiseSentence } from './answerPromise';
export { WhenShown } from './WhenShown';
export { ConsentFields, consentSchema, CONSENT_REQUIRED_MESSAGE, EMPTY_CONSENT, type ConsentValues } from './consent';
export { ACCESSIBILITY_STATEMENT_URL, FormNotice } from './FormNotice';
export { fieldIdOf } from './formSetup';
// For a form's own kind of field (a group of checkboxes for one answer, say), wired like the family's fields.
export { useFormField, type FormField } from './useFormField';
export { FieldError, RequiredStar } from './fields/FieldFrame';
export { type FormDraft } from './drafts/useFormDraft';
export { DRAFT_TEXTS } from './drafts/DraftNotice';
export { DRAFT_KEEP_DAYS } from './drafts/draftStorage';
export { ResumeAutofillSlot } from './ResumeAutofillSlot';
export type { AutofillTargets } from '../resumeAutofill/autofillTargets';
