/** On the server no file is ever chosen: the offer and its reader stay out of the server build. */
export function ResumeAutofillSlot(_props: { name: string; targets: unknown }) {
  return null;
}
