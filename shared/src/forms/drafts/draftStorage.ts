// The package root: forms is a subpath bundled by each remote, the root is the shared singleton.
import { deviceStorage } from '@tekvana/shared';
import { DRAFT_KEEP_DAYS } from '@tekvana/contracts/privacyNotice';

/**
 * A form's unsent answers, kept in this browser's localStorage (decision 028). Only text and yes/no answers are
 * kept, never a file, and nothing is sent anywhere. Every read is checked against the form's own empty values,
 * so a draft written by an older version of a form, edited by hand or corrupt counts only where it still fits.
 */

/** How long an unsent draft is kept: the privacy notice states it, so it is defined there (decision 061). */
export { DRAFT_KEEP_DAYS };
const DAY_MS = 24 * 60 * 60 * 1000;
const STORAGE_PREFIX = 'tekvana.draft.';

/** The answers a draft can hold: what text inputs, selects, radios and checkboxes give. */
export type DraftAnswers = Record<string, string | boolean>;

interface StoredDraft {
  savedAt: number;
  answers: DraftAnswers;
}

/**
 * The answers of `values` a draft keeps: the fields the empty form has with the same type (string or boolean),
 * minus those left out on purpose, and only where they differ from the empty form.
 */
export function draftAnswersOf(
  values: Readonly<Record<string, unknown>>,
  empty: Readonly<Record<string, unknown>>,
  omit: readonly string[] = [],
): DraftAnswers {
  const answers: DraftAnswers = {};
  for (const [name, emptyValue] of Object.entries(empty)) {
    const value = values[name];
    const keepable = typeof emptyValue === 'string' || typeof emptyValue === 'boolean';
    if (keepable && !omit.includes(name) && typeof value === typeof emptyValue && value !== emptyValue) {
      answers[name] = value as string | boolean;
    }
  }
  return answers;
}

const storageKey = (draftKey: string) => STORAGE_PREFIX + draftKey;

/** The draft kept under this key, when there is one, younger than DRAFT_KEEP_DAYS and readable. */
export function readDraft(draftKey: string, now = Date.now()): DraftAnswers | undefined {
  try {
    const raw = deviceStorage()?.getItem(storageKey(draftKey));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    const fresh = typeof stored?.savedAt === 'number' && now - stored.savedAt <= DRAFT_KEEP_DAYS * DAY_MS;
    const answers = stored?.answers;
    if (fresh && typeof answers === 'object' && answers !== null && !Array.isArray(answers)) return answers;
    removeDraft(draftKey);
  } catch {
    removeDraft(draftKey);
  }
  return undefined;
}

/**
 * Keeps the answers, or removes the draft when there are none. The same answers again leave the draft as it is, so
 * its age counts from the last change, not from the last visit. Best effort: a full or disabled storage is no error.
 */
export function writeDraft(draftKey: string, answers: DraftAnswers, now = Date.now()): void {
  if (Object.keys(answers).length === 0) {
    removeDraft(draftKey);
    return;
  }
  try {
    const kept = readDraft(draftKey, now);
    if (kept && JSON.stringify(kept) === JSON.stringify(answers)) return;
    deviceStorage()?.setItem(storageKey(draftKey), JSON.stringify({ savedAt: now, answers } satisfies StoredDraft));
  } catch {
    // Quota exceeded or storage blocked: the form works as before, only without a draft.
  }
}

export function removeDraft(draftKey: string): void {
  try {
    deviceStorage()?.removeItem(storageKey(draftKey));
  } catch {
    // Nothing to remove where storage is blocked.
  }
}
