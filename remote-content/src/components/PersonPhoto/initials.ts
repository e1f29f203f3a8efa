/** Up to two initials of a person's name: first and last word ("Asha R. Patel" -> "AP"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.at(0)?.charAt(0) ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

// Brand backgrounds that all keep white initials above 4.5:1 contrast.
const BACKGROUNDS = ['#0b2545', '#1746a2', '#13202f', '#1e3a8a'] as const;

/** The same name always gets the same colour. */
export function avatarColourOf(name: string): string {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0);
  return BACKGROUNDS[sum % BACKGROUNDS.length] ?? BACKGROUNDS[0];
}
