import { Table } from '@mantine/core';
import { Link } from 'react-router';
import type { TitleSummary } from '@bookfront/contract';
import { RankBadge } from '../../../components/ui/rank-badge.tsx';
import { TitleCover } from '../../../components/ui/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useTitleAvailability } from '../../../lib/use-title-availability.ts';
import type { ViewMode } from '../hooks/use-view-mode.ts';
import { AuthorLinks, bindingAndDate, PriceAndAvailability, ResultCartControl } from './result-parts.tsx';
import classes from './title-results.module.css';

const firstAuthor = (title: TitleSummary) => title.authors[0]?.name ?? '';

function CoverLink({ title, width, priority }: { title: TitleSummary; width: number; priority: boolean }) {
  // The title link below carries the name; the cover is a second, mouse-only way in.
  return (
    <Link to={paths.item(title.eisbn)} className={classes.coverLink} tabIndex={-1} aria-hidden>
      <TitleCover
        eisbn={title.eisbn}
        cacheKey={title.cover_image_cache}
        title={title.title}
        author={firstAuthor(title)}
        width={width}
        priority={priority}
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

function GridItem({ title, priority }: { title: TitleSummary; priority: boolean }) {
  return (
    <li className={classes.gridItem}>
      <CoverLink title={title} width={200} priority={priority} />
      <TitleHeading title={title} />
      <AuthorLinks authors={title.authors} className={classes.authors} />
      <span className={classes.meta}>{title.binding}</span>
      <RankBadge rank={title.rank} isForthcoming={title.is_forthcoming} />
      <PriceAndAvailability title={title} />
      <ResultCartControl title={title} />
    </li>
  );
}

function CardItem({ title, priority }: { title: TitleSummary; priority: boolean }) {
  return (
    <li className={classes.card}>
      <CoverLink title={title} width={120} priority={priority} />
      <div className={classes.cardBody}>
        <TitleHeading title={title} />
        {title.subtitle ? <p className={classes.subtitle}>{title.subtitle}</p> : null}
        <AuthorLinks authors={title.authors} />
        <span className={classes.meta}>{bindingAndDate(title)}</span>
        <RankBadge rank={title.rank} isForthcoming={title.is_forthcoming} />
        <PriceAndAvailability title={title} showSubMessage priceSize="1.1rem" />
        <ResultCartControl title={title} />
      </div>
    </li>
  );
}

function ListItem({ title, priority }: { title: TitleSummary; priority: boolean }) {
  return (
    <li className={classes.row}>
      <CoverLink title={title} width={56} priority={priority} />
      <div className={classes.rowMain}>
        <TitleHeading title={title} />
        <AuthorLinks authors={title.authors} className={classes.authors} />
        <span className={classes.meta}>{bindingAndDate(title)}</span>
      </div>
      <div className={classes.rowSide}>
        <PriceAndAvailability title={title} />
        <ResultCartControl title={title} />
      </div>
    </li>
  );
}

function TableRow({ title }: { title: TitleSummary }) {
  const { row, price } = useTitleAvailability(title);
  const format = useFormatPrice();
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={paths.item(title.eisbn)}>{title.title}</Link>
        <div className={classes.meta}>{title.authors.map((author) => author.name).join(', ')}</div>
      </Table.Td>
      <Table.Td>{title.eisbn}</Table.Td>
      <Table.Td>{title.binding}</Table.Td>
      <Table.Td className={classes.numeric}>{price ? format(price.price) : '—'}</Table.Td>
      <Table.Td className={classes.numeric}>{row ? (row.onhand === 'Y' ? 'Yes' : row.onhand) : 0}</Table.Td>
      <Table.Td className={classes.numeric}>{row?.onorder ?? 0}</Table.Td>
      <Table.Td className={classes.numeric}>{title.carton_qty ?? '—'}</Table.Td>
      <Table.Td>{row?.message ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

/** Spec 1 §6: institutions buying in bulk get a compact table. */
function ResultsTable({ titles }: { titles: TitleSummary[] }) {
  return (
    <div className={classes.tableWrap}>
      <Table className={classes.table} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>ISBN</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th className={classes.numeric}>Price</Table.Th>
            <Table.Th className={classes.numeric}>On hand</Table.Th>
            <Table.Th className={classes.numeric}>On order</Table.Th>
            <Table.Th className={classes.numeric}>Carton</Table.Th>
            <Table.Th>Availability</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {titles.map((title) => (
            <TableRow key={title.eisbn} title={title} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const itemFor = { grid: GridItem, cards: CardItem, list: ListItem } as const;
const listClass = { grid: classes.grid, cards: classes.cards, list: classes.list } as const;

/** One page of results in the chosen view. */
export function TitleResults({ titles, mode, isStale }: { titles: TitleSummary[]; mode: ViewMode; isStale: boolean }) {
  if (mode === 'table') return <ResultsTable titles={titles} />;
  const Item = itemFor[mode];
  return (
    <ul className={`${classes.results} ${listClass[mode]}`} data-stale={isStale || undefined} data-view={mode}>
      {titles.map((title, index) => (
        // The first covers are above the fold: they load at once, the rest lazily.
        <Item key={title.eisbn} title={title} priority={index < 4} />
      ))}
    </ul>
  );
}
