import { z } from 'zod';
import { singleLineTextSchema } from '../common/fields.ts';
import { isCalendarDay } from '../registry/schemas.ts';
import { specialHoursSchema } from '../store/special-hours.ts';
import { isClockTime } from '../store/special-hours-days.ts';
import { consoleSpecialHoursMessages as messages } from './settings-hours-messages.ts';

/** The most special days a location keeps from this month on, and the longest note. */
export const specialHoursLimits = { daysMax: 200, noteMax: 200 } as const;

/** One special day as the console sends it; a closed day keeps no times. */
export const specialHoursRowSchema = z
  .object({
    date: z
      .string({ error: messages.dateInvalid })
      .trim()
      .refine((value) => isCalendarDay(value), messages.dateInvalid),
    closed: z.boolean().default(false),
    opens: z.string().trim().default(''),
    closes: z.string().trim().default(''),
    note: singleLineTextSchema()
      .max(specialHoursLimits.noteMax, messages.noteTooLong(specialHoursLimits.noteMax))
      .default(''),
  })
  .superRefine((row, context) => {
    if (row.closed) return;
    const opensValid = isClockTime(row.opens);
    const closesValid = isClockTime(row.closes);
    if (!opensValid) context.addIssue({ code: 'custom', path: ['opens'], message: messages.timeInvalid });
    if (!closesValid) context.addIssue({ code: 'custom', path: ['closes'], message: messages.timeInvalid });
    if (opensValid && closesValid && row.opens >= row.closes) {
      context.addIssue({ code: 'custom', path: ['closes'], message: messages.opensBeforeCloses });
    }
  })
  .transform((row) => (row.closed ? { ...row, opens: '', closes: '' } : row));
export type SpecialHoursRowInput = z.input<typeof specialHoursRowSchema>;

type Row = z.output<typeof specialHoursRowSchema>;

/**
 * Where one day's rows clash: a closed day beside other hours, or hours that overlap. Answers each
 * offending row's index with its field and message, naming the later row of a pair.
 */
export function specialHoursClashes(
  rows: readonly Row[],
): { index: number; field: 'closed' | 'opens'; message: string }[] {
  const clashes: { index: number; field: 'closed' | 'opens'; message: string }[] = [];
  const byDate = new Map<string, number[]>();
  rows.forEach((row, index) => byDate.set(row.date, [...(byDate.get(row.date) ?? []), index]));
  for (const indexes of byDate.values()) {
    if (indexes.length < 2) continue;
    if (indexes.some((index) => rows[index]?.closed)) {
      for (const index of indexes.slice(1)) clashes.push({ index, field: 'closed', message: messages.closedAlone });
      continue;
    }
    const ordered = [...indexes].sort((a, b) => (rows[a]?.opens ?? '').localeCompare(rows[b]?.opens ?? ''));
    ordered.forEach((index, position) => {
      const previous = position > 0 ? rows[ordered[position - 1] ?? index] : undefined;
      const row = rows[index];
      if (previous && row && row.opens < previous.closes) {
        clashes.push({ index, field: 'opens', message: messages.overlap });
      }
    });
  }
  return clashes;
}

/** console/settings/saveSpecialHours: a location's special days from this month on, replacing those it had. */
export const consoleSpecialHoursInputSchema = z.object({
  location_id: z.string({ error: messages.locationUnknown }).trim().min(1, messages.locationUnknown).max(64),
  special_hours: z
    .array(specialHoursRowSchema)
    .max(specialHoursLimits.daysMax, messages.tooMany(specialHoursLimits.daysMax))
    .superRefine((rows, context) => {
      for (const clash of specialHoursClashes(rows)) {
        context.addIssue({ code: 'custom', path: [clash.index, clash.field], message: clash.message });
      }
    }),
});
export type ConsoleSpecialHoursInput = z.input<typeof consoleSpecialHoursInputSchema>;
export type ConsoleSpecialHoursFields = z.output<typeof consoleSpecialHoursInputSchema>;

/** console/settings/specialHours: which location's special days to read. */
export const consoleLocationIdInputSchema = z.object({
  location_id: z.string({ error: messages.locationUnknown }).trim().min(1, messages.locationUnknown).max(64),
});

/** A location's special days from the first of this month (`from`, in the store's time zone) on. */
export const consoleSpecialHoursSchema = z.object({
  location_id: z.string(),
  from: z.string(),
  special_hours: z.array(specialHoursSchema),
});
export type ConsoleSpecialHours = z.infer<typeof consoleSpecialHoursSchema>;
