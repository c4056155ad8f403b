// Spelled out rather than Intl.DateTimeFormat: building a formatter with a time zone takes about
// 70 ms on a phone's CPU, in the middle of the first render of every list of titles.
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A release date (unix seconds, a calendar day in UTC) as 'Jan 16, 2008', as en-US writes it. */
export function formatReleaseDate(seconds: number) {
  const date = new Date(seconds * 1000);
  return `${monthNames[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
