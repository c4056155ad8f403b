const releaseDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A release date (unix seconds, a calendar day in UTC) as 'Jan 16, 2008'. */
export const formatReleaseDate = (seconds: number) => releaseDateFormat.format(new Date(seconds * 1000));
