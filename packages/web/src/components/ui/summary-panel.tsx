import type { ReactNode } from 'react';
import classes from './summary-panel.module.css';

/** A bordered panel headed by `heading`: the order summaries of the cart, checkout and an order. */
export function SummaryPanel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={classes.panel} aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A list of label–amount lines. */
export function SummaryLines({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return <dl className={className ? `${classes.lines} ${className}` : classes.lines}>{children}</dl>;
}

/** One line of a summary; `strong` for a total. */
export function SummaryLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.line} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
