/** docs/architecture.md#runtime-picture: order times are shown in America/Los_Angeles. */
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 23, 2026, 3:04 PM' for unix seconds. */
export const formatOrderTime = (seconds: number) => timeFormat.format(new Date(seconds * 1000));
