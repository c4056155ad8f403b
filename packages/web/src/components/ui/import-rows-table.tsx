import { ScrollArea } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import classes from './import-rows-table.module.css';

/** A row of an imported file as the cart and list imports answer it; the cart's rows also carry a quantity. */
type ImportRow = { isbn: string; success: boolean; title: string | null; message: string; qty?: number | null };

/**
 * The rows of an imported file (docs/features/cart.md#import-to-cart, docs/features/lists.md#importing-titles):
 * green when the row is (or will be) taken, red with the reason when not. The status is also written out, not
 * told by colour alone.
 */
export function ImportRowsTable<Row extends ImportRow>({
  rows,
  caption,
  statusOf,
  withQuantity = false,
}: {
  rows: Row[];
  caption: string;
  statusOf: (row: Row) => string;
  withQuantity?: boolean;
}) {
  return (
    <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
      <table className={classes.rows} data-with-quantity={withQuantity}>
        <caption className="bf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">ISBN</th>
            <th scope="col">Title</th>
            {withQuantity ? (
              <th scope="col" className={classes.numeric}>
                Qty
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} data-success={row.success} className={classes.row}>
              <td className={classes.status}>
                {row.success ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
                <span>{statusOf(row)}</span>
              </td>
              <td className={classes.isbn}>{row.isbn || '—'}</td>
              <td>
                {row.title ? <span className={classes.title}>{row.title}</span> : null}
                {row.message ? <span className={classes.message}>{row.message}</span> : null}
              </td>
              {withQuantity ? (
                <td className={classes.numeric} data-label="Qty">
                  {row.qty ?? '—'}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea.Autosize>
  );
}
