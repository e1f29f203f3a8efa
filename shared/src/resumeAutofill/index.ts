export { default } from './ResumeAutofill';
export type { ResumeAutofillProps } from './ResumeAutofill';
