const CONTROL_TAG = /<(\/?)(form|input|select|textarea|button)\b/g;

/**
 * Marks the forms, and the fields and buttons outside a form, of server-rendered markup inert: before the app runs a
 * control does nothing, and what is typed into a form before its section is live would be lost. The shell lifts
 * exactly these marks: the buttons' as it starts hydrating (React then replays a press), a form's when its section
 * is live (PageSection). React escapes `<` in text and attribute values, so every `<form`, `<input`, `<select`,
 * `<textarea` or `<button` here is a tag. docs/decisions/071-server-rendering-from-releases.md
 */
export function inertControls(markup: string): string {
  let insideForm = 0;
  return markup.replace(CONTROL_TAG, (tag, closing: string, name: string) => {
    if (name === 'form') {
      insideForm = Math.max(0, insideForm + (closing ? -1 : 1));
      if (closing || insideForm > 1) return tag;
    } else if (closing || insideForm > 0) {
      return tag;
    }
    return `${tag} inert="" data-prerender-inert=""`;
  });
}
