import { Fragment } from 'react';
import { Link } from 'react-router';
import type { EditionLink } from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import classes from './title-results.module.css';

/**
 * "Also in: Paperback · Ebook": the other editions a keyword search found of a result's work,
 * each linking to its item page (docs/features/browse-and-search.md#editions-of-one-work). Each
 * link also names the book, as a page of results holds many links called "Paperback".
 */
export function AlsoIn({ editions, title }: { editions: EditionLink[] | undefined; title: string }) {
  if (!editions || editions.length === 0) return null;
  return (
    <p className={classes.alsoIn}>
      Also in:{' '}
      {editions.map((edition, index) => (
        <Fragment key={edition.eisbn}>
          {index > 0 ? ' · ' : null}
          <Link to={paths.item(edition.eisbn)} aria-label={`${edition.binding} edition of ${title}`}>
            {edition.binding}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
