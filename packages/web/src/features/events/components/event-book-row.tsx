import type { TitleSummary } from '@bookfront/contract';
import { TitleRow } from '../../../entities/title/title-row.tsx';

/** docs/features/events.md#event-page: one of an event's books, in the page's narrow column of books. */
export function EventBookRow({ title }: { title: TitleSummary }) {
  return <TitleRow title={title} headingLevel={3} layout="narrow" />;
}
