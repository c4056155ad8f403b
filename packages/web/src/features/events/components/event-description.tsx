import DOMPurify from 'dompurify';
import classes from './event-description.module.css';

/** The server sanitises descriptions when they are saved; they are cleaned again here before they reach the page. */
export function EventDescription({ html }: { html: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={classes.description}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }}
    />
  );
}
