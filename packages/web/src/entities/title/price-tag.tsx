import { useFormatPrice } from '../../lib/format-price.ts';
import type { PriceDisplay } from './purchase-state.ts';
import classes from './price-tag.module.css';

/** A price, with the list price struck through and the saving when the title is on sale. */
export function PriceTag({ display, size = '1rem' }: { display: PriceDisplay; size?: string }) {
  const format = useFormatPrice();
  return (
    <span className={classes.wrap} style={{ fontSize: size }}>
      <span className={classes.price}>
        {display.listPrice !== null ? <span className="bf-visually-hidden">Sale price </span> : null}
        {format(display.price)}
      </span>
      {display.listPrice !== null ? (
        <>
          <s className={classes.list}>
            <span className="bf-visually-hidden">List price </span>
            {format(display.listPrice)}
          </s>
          {display.discountPercent !== null ? (
            <span className={classes.save}>Save {display.discountPercent}%</span>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
