import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { browseUrl, type BrowseFilter } from '@bookfront/contract';
import { offsetOfPage, pageInfo, pageItems } from '../hooks/pagination.ts';
import classes from './browse-pagination.module.css';

/** Pages as links (they can be opened, shared and crawled), within the server's max_offset. */
export function BrowsePagination({
  filter,
  rowCount,
  maxOffset,
}: {
  filter: BrowseFilter;
  rowCount: number;
  maxOffset: number;
}) {
  const { page, pageCount } = pageInfo({ offset: filter.o, length: filter.l, rowCount, maxOffset });
  if (pageCount <= 1) return null;
  const urlOf = (target: number) => browseUrl({ ...filter, o: offsetOfPage(target, filter.l) });
  const items = pageItems(page, pageCount);
  return (
    <nav aria-label="Pagination" className={classes.nav}>
      <ul className={classes.pages}>
        <li>
          <Link
            className={classes.page}
            to={urlOf(Math.max(1, page - 1))}
            aria-disabled={page === 1}
            tabIndex={page === 1 ? -1 : undefined}
            rel="prev"
            aria-label="Previous page"
          >
            <IconChevronLeft size={16} aria-hidden />
            <span className={classes.hideSmall}>Previous</span>
          </Link>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden>
              …
            </li>
          ) : (
            <li
              key={item}
              className={Math.abs(item - page) > 1 && item !== 1 && item !== pageCount ? classes.hideSmall : undefined}
            >
              <Link
                className={classes.page}
                to={urlOf(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Link
            className={classes.page}
            to={urlOf(Math.min(pageCount, page + 1))}
            aria-disabled={page === pageCount}
            tabIndex={page === pageCount ? -1 : undefined}
            rel="next"
            aria-label="Next page"
          >
            <span className={classes.hideSmall}>Next</span>
            <IconChevronRight size={16} aria-hidden />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
