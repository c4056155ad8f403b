import { lazy, memo, startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { BrowseRow, TitleSummary } from '@bookfront/contract';
import { RankBadge } from '../../../entities/title/rank-badge.tsx';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { ViewMode } from '../hooks/use-view-mode.ts';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import { AlsoIn } from './also-in.tsx';
import { AuthorLinks, bindingAndDate, PriceAndAvailability, ResultCartControl } from './result-parts.tsx';
import classes from './title-results.module.css';

// Only institutions get the table view, so its Table (and the scroll area it brings) loads with it.
const ResultsTable = lazy(() => import('./results-table.tsx').then((m) => ({ default: m.ResultsTable })));

const firstAuthor = (title: TitleSummary) => title.authors[0]?.name ?? '';

/**
 * The first row on a phone (two covers) is fetched first: one of them is the page's largest
 * picture there. Rows above the fold on wider screens load at once after them, the rest lazily.
 */
const firstCovers = 2;
const eagerCovers = 8;

function CoverLink({ title, width, position }: { title: TitleSummary; width: number; position: number }) {
  // The title link below carries the name; the cover is a second, mouse-only way in.
  return (
    <Link to={paths.item(title.eisbn)} className={classes.coverLink} tabIndex={-1} aria-hidden>
      <TitleCover
        eisbn={title.eisbn}
        cacheKey={title.cover_image_cache}
        title={title.title}
        author={firstAuthor(title)}
        width={width}
        priority={position < firstCovers}
        eager={position < eagerCovers}
        alt=""
      />
    </Link>
  );
}

function TitleHeading({ title }: { title: TitleSummary }) {
  return (
    <h3 className={classes.title}>
      <Link to={paths.item(title.eisbn)}>{title.title}</Link>
    </h3>
  );
}

const GridItem = memo(function GridItem({ title, position }: { title: BrowseRow; position: number }) {
  const availability = useTitleAvailability(title);
  return (
    <li className={classes.gridItem}>
      <CoverLink title={title} width={200} position={position} />
      <TitleHeading title={title} />
      <AuthorLinks authors={title.authors} className={classes.authors} />
      <span className={classes.meta}>{title.binding}</span>
      <AlsoIn editions={title.also_in} title={title.title} />
      <RankBadge rank={title.rank} isForthcoming={title.is_forthcoming} />
      <PriceAndAvailability title={title} availability={availability} />
      <ResultCartControl title={title} availability={availability} />
    </li>
  );
});

const CardItem = memo(function CardItem({ title, position }: { title: BrowseRow; position: number }) {
  const availability = useTitleAvailability(title);
  return (
    <li className={classes.card}>
      <CoverLink title={title} width={120} position={position} />
      <div className={classes.cardBody}>
        <TitleHeading title={title} />
        {title.subtitle ? <p className={classes.subtitle}>{title.subtitle}</p> : null}
        <AuthorLinks authors={title.authors} />
        <span className={classes.meta}>{bindingAndDate(title)}</span>
        <AlsoIn editions={title.also_in} title={title.title} />
        <RankBadge rank={title.rank} isForthcoming={title.is_forthcoming} />
        <PriceAndAvailability title={title} availability={availability} showSubMessage priceSize="1.1rem" />
        <ResultCartControl title={title} availability={availability} />
      </div>
    </li>
  );
});

const ListItem = memo(function ListItem({ title, position }: { title: BrowseRow; position: number }) {
  const availability = useTitleAvailability(title);
  return (
    <li className={classes.row}>
      <CoverLink title={title} width={56} position={position} />
      <div className={classes.rowMain}>
        <TitleHeading title={title} />
        <AuthorLinks authors={title.authors} className={classes.authors} />
        <span className={classes.meta}>{bindingAndDate(title)}</span>
        <AlsoIn editions={title.also_in} title={title.title} />
      </div>
      <div className={classes.rowSide}>
        <PriceAndAvailability title={title} availability={availability} />
        <ResultCartControl title={title} availability={availability} />
      </div>
    </li>
  );
});

const itemFor = { grid: GridItem, cards: CardItem, list: ListItem } as const;
const listClass = { grid: classes.grid, cards: classes.cards, list: classes.list } as const;

/** One page of results in the chosen view. */
export function TitleResults({ titles, mode, isStale }: { titles: BrowseRow[]; mode: ViewMode; isStale: boolean }) {
  if (mode === 'table') {
    return (
      <Suspense fallback={null}>
        <ResultsTable titles={titles} />
      </Suspense>
    );
  }
  return <ResultList titles={titles} mode={mode} isStale={isStale} />;
}

/**
 * Results above the fold, which the list's first render draws: a phone shows one row of two, a
 * wide screen two rows of up to five (title-results.module.css). The rest of the page follows.
 */
const firstRenderCount = (isHydrated: boolean) =>
  isHydrated && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 30em)').matches ? 4 : 10;

function ResultList({
  titles,
  mode,
  isStale,
}: {
  titles: BrowseRow[];
  mode: Exclude<ViewMode, 'table'>;
  isStale: boolean;
}) {
  // The list's first render draws the results above the fold, and the rest of the page follows
  // in one background render (a transition: React draws it in slices and gives way to a
  // shopper's taps), so neither the page's first paint nor a first tap waits for 26 (or 200)
  // rows. Drawing the rest a few rows per render made each batch wait for the one before to be
  // committed and painted, and a page of 200 took seconds to fill in on a phone; results below
  // the screen are laid out only when scrolled near (title-results.module.css). Later pages
  // replace the list whole, never showing the rows of the page before.
  // The server's first screen draws a wide screen's count, not knowing the width (use-hydrated.ts).
  const isHydrated = useHydrated();
  const [drawnCount, setDrawnCount] = useState(() => firstRenderCount(isHydrated));
  useEffect(() => {
    if (drawnCount < titles.length) startTransition(() => setDrawnCount(titles.length));
  }, [drawnCount, titles.length]);
  const Item = itemFor[mode];
  return (
    <ul className={`${classes.results} ${listClass[mode]}`} data-stale={isStale || undefined} data-view={mode}>
      {titles.slice(0, drawnCount).map((title, index) => (
        <Item key={title.eisbn} title={title} position={index} />
      ))}
    </ul>
  );
}
