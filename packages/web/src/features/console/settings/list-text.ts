/** A list typed as text, separated by commas (or lines): its trimmed, non-empty entries. */
export const listOf = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** A list as the console shows it for typing. */
export const textOfList = (entries: readonly string[]) => entries.join(', ');
