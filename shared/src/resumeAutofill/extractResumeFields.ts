/**
 * What a resume's text says about the fields the application forms ask (docs/decisions/078-autofill-from-the-resume.md).
 * Every rule prefers finding nothing to finding something wrong: a value is offered only where the text leaves no
 * doubt, and the candidate sees it before anything is filled.
 */

/** A phone number as the forms take it: ten digits, and the country code the text gave or its shape shows. */
export interface ResumePhone {
  countryCode: '+91' | '+1';
  digits: string;
}

export interface ResumeFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: ResumePhone;
  linkedIn?: string;
  gitHub?: string;
  currentTitle?: string;
  yearsOfExperience?: number;
}

/** How much of the text is read: a resume says who it is about on its first pages. */
export const RESUME_TEXT_MAX = 100_000;
/** The name and the title are looked for this far down. */
const HEAD_LINES = 12;

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.[A-Za-z]{2,24}\b/;
const LINKEDIN = /\b(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]{3,100})/i;
const GITHUB = /\b(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\b/i;
/** GitHub's own pages, never a person's. */
const GITHUB_RESERVED = new Set(['about', 'features', 'orgs', 'topics', 'settings', 'login', 'pricing', 'enterprise']);
/** A run that may be a phone number: a digit, then digits and the separators phone numbers are written with. */
const PHONE_RUN = /(?:\+\s?)?\(?\d[\d\s().-]{7,20}\d/g;
const YEARS = [
  /(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?)\.?\s+(?:of\s+)?(?:(?:total|overall|professional|industry|work|relevant|hands-on)\s+)*(?:experience|exp)\b/i,
  /\b(?:total\s+|overall\s+)?(?:experience|exp)\s*[:–—-]\s*(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?)\b/i,
];
const TITLE_LABEL =
  /^(?:current\s+(?:title|role|position|designation)|designation|job\s+title|title|role)\s*[:–—-]\s*(.+)$/i;
const NAME_LABEL = /^(?:full\s+)?name\s*[:–—-]\s*(.+)$/i;
/** Lines that head a part of a resume, never a name or a title. */
const HEADINGS =
  /^(?:resume|résumé|curriculum vitae|cv|bio-?data|profile|summary|professional summary|objective|career objective|contact|contact details|personal details|experience|work experience|professional experience|employment history|education|skills|technical skills|key skills|projects|certifications|languages|references|achievements|hobbies|declaration|personal information|contact information|work history|career summary|core competencies|professional profile|about me)$/i;
/** A word of a name: a capital, then letters, marks, apostrophes or hyphens; or an initial ("R." or "R.K."). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’-]*|(?:\p{Lu}\.){1,3})$/u;
const TITLE_WORD = /^[\p{L}\p{M}&/().,'’+#-]+$/u;
/** A title names a role: without one of these words a line is more likely a place or a tag line. */
const ROLE_WORD =
  /\b(?:engineer|developer|programmer|architect|analyst|scientist|consultant|manager|lead|designer|administrator|admin|tester|specialist|officer|executive|associate|director|head|intern|trainee|student|accountant|recruiter|coordinator|technician|writer|editor|strategist|owner|master|principal|expert|advisor|sde|devops|sre)s?\b/i;

/** The text as lines: spaces folded, empty lines dropped, bounded. */
export function resumeLines(text: string): string[] {
  return text
    .slice(0, RESUME_TEXT_MAX)
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0 && line.length <= 300);
}

/** "ASHA PATEL" reads "Asha Patel"; a name written in mixed case stays as written. */
function nameCase(word: string): string {
  if (word !== word.toUpperCase() || /^(?:\p{Lu}\.){1,3}$/u.test(word)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** The words of a line that reads as a person's name (two to four words), or undefined. */
function nameWords(line: string): string[] | undefined {
  const labelled = NAME_LABEL.exec(line)?.[1];
  const text = (labelled ?? line).replace(/,$/, '').trim();
  if (HEADINGS.test(text) || ROLE_WORD.test(text) || /[@\d|:/]/.test(text)) return undefined;
  // Initials written together with a space after each ("R. K. Sharma") stay words of their own.
  const words = text.split(' ');
  if (words.length < 2 || words.length > 4 || text.length > 60) return undefined;
  return words.every((word) => NAME_WORD.test(word)) ? words.map(nameCase) : undefined;
}

/** A title: a few words of letters, no contact detail, not a heading. */
function titleOf(line: string): string | undefined {
  const labelled = TITLE_LABEL.exec(line)?.[1];
  const first = (labelled ?? line).split(/\s[|•·]\s|\s[–—]\s/)[0]?.trim() ?? '';
  if (!first || HEADINGS.test(first) || /[@:]|\d{3}|www\.|https?:/i.test(first)) return undefined;
  const words = first.split(' ');
  if (words.length > 8 || first.length > 80) return undefined;
  // A title names a role: at least one word in a capital and no word but the role's own characters.
  if (!words.every((word) => TITLE_WORD.test(word) || /^[IVX]+$/.test(word))) return undefined;
  return /\p{Lu}/u.test(first) && ROLE_WORD.test(first) ? first : undefined;
}

/** Whether a line gives a way to reach the candidate (or where they are) rather than what they do. */
const isContactLine = (line: string) => EMAIL.test(line) || /\d{4}|https?:|www\.|linkedin|github/i.test(line);

/** Classifies the digits of a run that may be a phone number; undefined when it is not one beyond doubt. */
function phoneOf(run: string): ResumePhone | undefined {
  const raw = run.trim();
  const digits = raw.replace(/\D/g, '');
  const usShape = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}$/.test(raw);
  const indianMobile = /^[6-9]\d{9}$/;
  if (raw.startsWith('+')) {
    if (digits.startsWith('91') && indianMobile.test(digits.slice(2)))
      return { countryCode: '+91', digits: digits.slice(2) };
    if (digits.length === 11 && digits.startsWith('1') && /^[2-9]/.test(digits.slice(1)))
      return { countryCode: '+1', digits: digits.slice(1) };
    return undefined;
  }
  if (digits.length === 12 && digits.startsWith('91') && indianMobile.test(digits.slice(2)))
    return { countryCode: '+91', digits: digits.slice(2) };
  if (digits.length === 11 && digits.startsWith('0') && indianMobile.test(digits.slice(1)))
    return { countryCode: '+91', digits: digits.slice(1) };
  if (digits.length === 11 && digits.startsWith('1') && usShape) return { countryCode: '+1', digits: digits.slice(1) };
  if (digits.length !== 10) return undefined;
  if (usShape && /^[2-9]\d{2}[2-9]/.test(digits)) return { countryCode: '+1', digits };
  if (indianMobile.test(digits) && !/[()]/.test(raw)) return { countryCode: '+91', digits };
  return undefined;
}

function firstPhone(lines: readonly string[]): ResumePhone | undefined {
  for (const line of lines) {
    // A fax number is a number, but not one to call the candidate on.
    if (/\bfax\b/i.test(line)) continue;
    for (const match of line.matchAll(PHONE_RUN)) {
      const phone = phoneOf(match[0]);
      if (phone) return phone;
    }
  }
  return undefined;
}

function years(text: string): number | undefined {
  for (const pattern of YEARS) {
    const found = pattern.exec(text)?.[1];
    if (found === undefined) continue;
    const value = Math.floor(Number(found));
    if (value >= 0 && value <= 50) return value;
  }
  return undefined;
}

/** The fields a resume's text gives beyond doubt; a field it does not is left out. */
export function extractResumeFields(text: string): ResumeFields {
  const lines = resumeLines(text);
  const joined = lines.join('\n');
  const fields: ResumeFields = {};
  const email = EMAIL.exec(joined)?.[0];
  if (email) fields.email = email;
  const phone = firstPhone(lines);
  if (phone) fields.phone = phone;
  const linkedIn = LINKEDIN.exec(joined)?.[1];
  if (linkedIn) fields.linkedIn = `https://www.linkedin.com/in/${linkedIn}`;
  const gitHub = GITHUB.exec(joined)?.[1];
  if (gitHub && !GITHUB_RESERVED.has(gitHub.toLowerCase())) fields.gitHub = `https://github.com/${gitHub}`;

  const head = lines.slice(0, HEAD_LINES);
  const nameAt = head.findIndex((line) => nameWords(line) !== undefined);
  const name = nameAt < 0 ? undefined : nameWords(head[nameAt] ?? '');
  if (name) {
    fields.firstName = name.slice(0, -1).join(' ');
    fields.lastName = name.at(-1);
  }
  const labelledTitle = lines.find((line) => TITLE_LABEL.test(line));
  // Under the name, past the contact lines: the title a resume's header gives.
  const underName = nameAt < 0 ? [] : head.slice(nameAt + 1, nameAt + 4).filter((line) => !isContactLine(line));
  const title = labelledTitle ? titleOf(labelledTitle) : underName.length > 0 ? titleOf(underName[0] ?? '') : undefined;
  if (title) fields.currentTitle = title;
  const experience = years(joined);
  if (experience !== undefined) fields.yearsOfExperience = experience;
  return fields;
}
