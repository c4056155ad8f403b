import { Link } from 'react-router';
import { featureMessages, type FeaturedList } from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import classes from './featured-list-card.module.css';

/** Text of the store's description, for a card's two lines (the list page shows it whole). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** A featured list: its first covers, header, category and title count; it opens the list's page. */
export function FeaturedListCard({ list, eager }: { list: FeaturedList; eager: boolean }) {
  const description = textOf(list.description);
  return (
    <li className={classes.card}>
      <Link to={paths.list(list.list_id)} className={classes.link}>
        <span className={classes.covers} aria-hidden>
          {list.covers.length === 0 ? <span className={classes.noCover} /> : null}
          {list.covers.map((cover) => (
            <TitleCover
              key={cover.eisbn}
              eisbn={cover.eisbn}
              cacheKey={cover.cover_image_cache}
              title=""
              width={90}
              eager={eager}
              alt=""
              className={classes.cover}
            />
          ))}
        </span>
        <span className={classes.body}>
          {list.category ? (
            <span className={classes.category}>
              {list.category}
              {list.sub_category ? ` · ${list.sub_category}` : ''}
            </span>
          ) : null}
          <span className={classes.header}>{list.header}</span>
          {description ? <span className={classes.description}>{description}</span> : null}
          <span className={classes.count}>{featureMessages.titleCount(list.row_count)}</span>
        </span>
      </Link>
    </li>
  );
}
