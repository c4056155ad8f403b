/** Reading the free-text opening hours a bookseller types (ws_hours), one line per day or range. */

const dayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const dayPattern = '(sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)[a-z]*\\.?';
const daySpec = new RegExp(
  `^\\s*((?:${dayPattern})(?:\\s*(?:-|–|—|to|&|and|,)\\s*(?:${dayPattern}))*|daily|every ?day|7 days(?: a week)?)\\s*[:\\-–—]?\\s*(.*)$`,
  'i',
);

export function hoursLines(wsHours: string) {
  return wsHours
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean);
}

function dayIndex(token: string) {
  const prefix = token.trim().toLowerCase().slice(0, 3);
  return dayNames.findIndex((name) => name.startsWith(prefix));
}

/** The days (0 = Sunday) a day spec such as 'Mon–Fri', 'Sat & Sun' or 'Daily' covers. */
export function daysCovered(spec: string): number[] {
  const normalized = spec.trim().toLowerCase();
  if (/^(daily|every ?day|7 days)/.test(normalized)) return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  for (const part of normalized.split(/\s*(?:,|&|and)\s*/)) {
    const [from, to] = part.split(/\s*(?:-|–|—|to)\s*/);
    const start = dayIndex(from ?? '');
    if (start < 0) continue;
    const end = to ? dayIndex(to) : start;
    if (end < 0) continue;
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === end) break;
    }
  }
  return [...days];
}

/** Today's hours from the free text, e.g. '10am – 6pm' or 'Closed', or null when none says. */
export function hoursForDay(wsHours: string, day: number): string | null {
  for (const line of hoursLines(wsHours)) {
    const match = daySpec.exec(line);
    if (!match?.[1]) continue;
    if (daysCovered(match[1]).includes(day)) return (match[match.length - 1] ?? '').trim() || null;
  }
  return null;
}

export const weekdayName = (day: number) => {
  const name = dayNames[day] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
};
