import { ScrollArea } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type CartImportRow, cartPageMessages } from '@bookfront/contract';
import classes from './import-cart-dialog.module.css';

/**
 * The rows of an imported file (docs/features/cart.md#import-to-cart): green when the row is (or will be) added,
 * red with the reason when not. The status is also written out, not told by colour alone.
 */
export function ImportRowsTable({ rows, isAdded }: { rows: CartImportRow[]; isAdded: boolean }) {
  return (
    <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
      <table className={classes.rows}>
        <caption className="bf-visually-hidden">Rows of the file</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">ISBN</th>
            <th scope="col">Title</th>
            <th scope="col" className={classes.numeric}>
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} data-success={row.success} className={classes.row}>
              <td className={classes.status}>
                {row.success ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleX size={16} aria-hidden />}
                <span>
                  {row.success
                    ? isAdded
                      ? cartPageMessages.importRowAdded
                      : cartPageMessages.importRowReady
                    : cartPageMessages.importRowFailed}
                </span>
              </td>
              <td className={classes.isbn}>{row.isbn || '—'}</td>
              <td>
                {row.title ? <span className={classes.title}>{row.title}</span> : null}
                {row.message ? <span className={classes.message}>{row.message}</span> : null}
              </td>
              <td className={classes.numeric} data-label="Qty">
                {row.qty ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea.Autosize>
  );
}
