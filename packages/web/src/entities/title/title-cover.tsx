import { useState, type CSSProperties } from 'react';
import { titleCoverUrl } from './cover-urls.ts';
import classes from './title-cover.module.css';

// Muted book-cloth colours for covers without an image, chosen by the ISBN so a title keeps its colour.
const cloths = [
  ['#35584d', '#1d322b'],
  ['#5a3e5d', '#2f1f31'],
  ['#2f4d6b', '#1a2c3f'],
  ['#6b4a2f', '#3b2819'],
  ['#4b5a2e', '#29321a'],
  ['#6a2e35', '#3a181c'],
] as const;

function clothFor(eisbn: string) {
  let sum = 0;
  for (const digit of eisbn) sum += digit.charCodeAt(0);
  return cloths[sum % cloths.length] ?? cloths[0];
}

interface TitleCoverProps {
  eisbn: string;
  cacheKey: string;
  title: string;
  author?: string;
  /** Intrinsic width in CSS pixels; the height follows at 2:3 so the page does not shift. */
  width: number;
  /** The image is the page's main picture: load it first instead of lazily. */
  priority?: boolean;
  /** Above the fold on some screens: load it at once, after the main pictures, instead of lazily. */
  eager?: boolean;
  /** An image other than the cover (an interior page). */
  src?: string | null;
  alt?: string;
  className?: string;
}

/** A book cover, lazy-loaded with its size reserved; a cloth-coloured title box when there is no image. */
export function TitleCover({
  eisbn,
  cacheKey,
  title,
  author,
  width,
  priority = false,
  eager = false,
  src,
  alt,
  className,
}: TitleCoverProps) {
  const url = src === undefined ? titleCoverUrl(eisbn, cacheKey) : src;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const height = Math.round(width * 1.5);
  const [clothA, clothB] = clothFor(eisbn);
  const label = alt ?? `Cover of ${title}`;
  const style = {
    '--bf-cover-a': clothA,
    '--bf-cover-b': clothB,
    '--bf-cover-title-size': `${Math.max(0.7, Math.min(1.6, width / 130))}rem`,
    '--bf-cover-author-size': `${Math.max(0.6, Math.min(1, width / 200))}rem`,
    maxWidth: width,
  } as CSSProperties;

  return (
    <span className={`${classes.frame} ${className ?? ''}`} style={style}>
      {url && failedUrl !== url ? (
        <img
          className={classes.image}
          src={url}
          width={width}
          height={height}
          alt={label}
          loading={priority || eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span
          className={classes.placeholder}
          {...(label === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
        >
          <span className={classes.placeholderTitle} aria-hidden>
            {title}
          </span>
          {author ? (
            <span className={classes.placeholderAuthor} aria-hidden>
              {author}
            </span>
          ) : null}
        </span>
      )}
    </span>
  );
}
