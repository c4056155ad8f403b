import { Badge } from '@mantine/core';
import { consoleContentMessages as messages } from '@bookfront/contract';
import classes from './content.module.css';

/**
 * "N hidden" beside a list of titles, when the store hides any of them: the storefront leaves those
 * out (docs/features/store-console.md#catalogue-and-stock), so it shows fewer than the console.
 */
export function HiddenCountBadge({ hiddenIsbns }: { hiddenIsbns: readonly string[] }) {
  if (hiddenIsbns.length === 0) return null;
  return (
    <Badge className={classes.badge} color="gray" variant="light" size="sm">
      {messages.hiddenCount(hiddenIsbns.length)}
    </Badge>
  );
}
