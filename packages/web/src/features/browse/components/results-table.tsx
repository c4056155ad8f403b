import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import '@mantine/core/styles/Table.css';
import type { BrowseRow } from '@bookfront/contract';
import { AlsoIn } from './also-in.tsx';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import classes from './title-results.module.css';

function TableRow({ title }: { title: BrowseRow }) {
  const { row, price } = useTitleAvailability(title);
  const format = useFormatPrice();
  return (
    <Table.Tr>
      <Table.Td>
        {/* An Anchor takes the store's theme colour, as every other title link does. */}
        <Anchor component={Link} to={paths.item(title.eisbn)} fw={600}>
          {title.title}
        </Anchor>
        <div className={classes.meta}>{title.authors.map((author) => author.name).join(', ')}</div>
      </Table.Td>
      <Table.Td>{title.eisbn}</Table.Td>
      <Table.Td>
        {title.binding}
        <AlsoIn editions={title.also_in} title={title.title} />
      </Table.Td>
      <Table.Td className={classes.numeric}>{price ? format(price.price) : '—'}</Table.Td>
      <Table.Td className={classes.numeric}>{row ? (row.onhand === 'Y' ? 'Yes' : row.onhand) : 0}</Table.Td>
      <Table.Td className={classes.numeric}>{row?.onorder ?? 0}</Table.Td>
      <Table.Td className={classes.numeric}>{title.carton_qty ?? '—'}</Table.Td>
      <Table.Td>{row?.message ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

/** docs/features/accounts.md#linked-accounts: institutions buying in bulk get a compact table. */
export function ResultsTable({ titles }: { titles: BrowseRow[] }) {
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
