import { useMemo, useState } from 'react';
import { calendarDayOf, dayKeyOf, eventsByDay } from './dates.ts';
import { useEventList } from './event-list.ts';

/**
 * The calendar's month and its events by day: the list from `listFrom`, or from the first of an
 * earlier month shown (docs/features/events.md#events-page).
 */
export function useEventCalendar(listFrom: string, initialDayKey: string) {
  const [month, setMonth] = useState(() => calendarDayOf(initialDayKey).startOf('month'));
  const monthStart = dayKeyOf(month.startOf('month'));
  const from = monthStart < listFrom ? monthStart : listFrom;
  const events = useEventList(from);
  const byDay = useMemo(() => eventsByDay(events.data ?? []), [events.data]);
  return { month, setMonth, byDay, isLoading: events.isPending || events.isPlaceholderData };
}
