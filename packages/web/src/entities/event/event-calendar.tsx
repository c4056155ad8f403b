import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { eventLimits, eventMessages, type EventSummary } from '@bookfront/contract';
import { dayKeyOf, formatDay, monthWeeks } from './dates.ts';
import { eventPaths } from './paths.ts';
import classes from './event-calendar.module.css';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * docs/features/events.md#events-page: a month of the calendar in the store's zone, a dot under a
 * day for each of its events (at most 3); a day with events leads to that day's page.
 */
export function EventCalendar({
  month,
  byDay,
  todayKey,
  selectedKey,
  isLoading = false,
  onMonthChange,
}: {
  /** Any calendar day of the month shown. */
  month: Dayjs;
  byDay: Map<string, EventSummary[]>;
  todayKey: string;
  selectedKey?: string | undefined;
  /** While the month's events load; the calendar says it is busy. */
  isLoading?: boolean;
  onMonthChange: (month: Dayjs) => void;
}) {
  const heading = month.format('MMMM YYYY');
  return (
    <section className={classes.calendar} aria-label={heading} aria-busy={isLoading || undefined}>
      <Group justify="space-between" wrap="nowrap" className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={eventMessages.previousMonth}
          onClick={() => onMonthChange(month.subtract(1, 'month'))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {heading}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={eventMessages.nextMonth}
          onClick={() => onMonthChange(month.add(1, 'month'))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <table className={classes.grid}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" className={classes.weekday}>
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day) return <td key={column} className={classes.blank} />;
                const key = dayKeyOf(day);
                const events = byDay.get(key) ?? [];
                const className = [
                  classes.day,
                  key === todayKey ? classes.today : '',
                  key === selectedKey ? classes.selected : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={column} className={className}>
                    {events.length === 0 ? (
                      <span className={classes.number}>{day.date()}</span>
                    ) : (
                      <Link
                        to={eventPaths.day(key)}
                        className={classes.link}
                        aria-label={eventMessages.dayWithEvents(formatDay(day), events.length)}
                        aria-current={key === selectedKey ? 'date' : undefined}
                      >
                        <span className={classes.number}>{day.date()}</span>
                        <span className={classes.dots} aria-hidden>
                          {events.slice(0, eventLimits.calendarDots).map((event) => (
                            <span key={event.id} className={classes.dot} />
                          ))}
                        </span>
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
