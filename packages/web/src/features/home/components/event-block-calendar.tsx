import { useMemo } from 'react';
import { todayKey } from '../../../entities/event/dates.ts';
import { EventCalendar } from '../../../entities/event/event-calendar.tsx';
import { useEventCalendar } from '../../../entities/event/use-event-calendar.ts';

/**
 * docs/features/custom-pages.md#event-blocks: an event block's calendar (`calendar_widgets`), the
 * same month calendar as /events, opening at this month in the store's zone; a day with events
 * leads to that day's page. Loaded with the first block that asks for it.
 */
export function EventBlockCalendar() {
  const today = useMemo(() => todayKey(), []);
  const calendar = useEventCalendar(`${today.slice(0, 6)}01`, today);
  return (
    <EventCalendar
      month={calendar.month}
      byDay={calendar.byDay}
      todayKey={today}
      isLoading={calendar.isLoading}
      onMonthChange={calendar.setMonth}
    />
  );
}
