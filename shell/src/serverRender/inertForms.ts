const FORM_TAG = /<(\/?)(form|input|select|textarea)\b/g;

/**
 * Marks the forms and lone fields of server-rendered markup inert, as the capture marks them (decision 019,
 * site-server/src/prerender/capture.ts): typing into a form before its section is live would be lost; the shell
 * lifts exactly these marks when the section is live (PageSection liftPrerenderInert). React escapes `<` in text
 * and attribute values, so every `<form`, `<input`, `<select` or `<textarea` here is a tag.
 */
export function inertForms(markup: string): string {
  let insideForm = 0;
  return markup.replace(FORM_TAG, (tag, closing: string, name: string) => {
    if (name === 'form') {
      insideForm = Math.max(0, insideForm + (closing ? -1 : 1));
      if (closing || insideForm > 1) return tag;
    } else if (closing || insideForm > 0) {
      return tag;
    }
    return `${tag} inert="" data-prerender-inert=""`;
  });
}
