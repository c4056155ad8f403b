import { Skeleton } from '@mantine/core';
import classes from './title-results.module.css';

/** docs/features/browse-and-search.md#browse-page: a skeleton in the shape of the grid while the first results load. */
export function BrowseSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={`${classes.results} ${classes.grid}`} aria-busy="true" aria-label="Loading results">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={classes.gridItem}>
          <Skeleton style={{ aspectRatio: '2 / 3' }} radius="sm" mb={6} />
          <Skeleton height={14} width="85%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={12} width="40%" />
        </li>
      ))}
    </ul>
  );
}
