/** Text as part of a LIKE pattern (used with ESCAPE '\'), matched literally: its own %, _ and \ escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
