import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageMessages, type TitleSummary } from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import classes from './home-slider.module.css';

/**
 * docs/features/custom-pages.md#list-blocks: a list block's covers, 8 in view on a wide screen and one
 * fewer below each of 1100, 970, 840, 710, 580 and 450 px (home-slider.module.css). A CSS scroll-snap
 * track: touch and wheel scroll it, Previous and Next move it a view at a time.
 */
export function HomeSlider({ titles, label, eager }: { titles: TitleSummary[]; label: string; eager: boolean }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: titles.length === 0 });

  const readEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // A pixel's slack: scroll positions are fractional on zoomed screens.
    setEdges({
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    readEdges();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(readEdges);
    observer.observe(track);
    return () => observer.disconnect();
  }, [readEdges]);

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={classes.slider}>
      <button
        type="button"
        className={`${classes.arrow} ${classes.previous}`}
        aria-label={`${pageMessages.previous}: ${label}`}
        disabled={edges.atStart}
        onClick={() => move(-1)}
      >
        <IconChevronLeft size={20} aria-hidden />
      </button>
      <ul className={classes.track} ref={trackRef} aria-label={label} onScroll={readEdges}>
        {titles.map((title, index) => (
          <li key={title.eisbn} className={classes.item}>
            <Link to={paths.item(title.eisbn)} className={classes.link}>
              <TitleCover
                eisbn={title.eisbn}
                cacheKey={title.cover_image_cache}
                title={title.title}
                author={title.authors[0]?.name ?? ''}
                width={140}
                eager={eager && index < 4}
                alt=""
                className={classes.cover}
              />
              <span className={classes.name}>{title.title}</span>
              {title.authors[0] ? <span className={classes.author}>{title.authors[0].name}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${classes.arrow} ${classes.next}`}
        aria-label={`${pageMessages.next}: ${label}`}
        disabled={edges.atEnd}
        onClick={() => move(1)}
      >
        <IconChevronRight size={20} aria-hidden />
      </button>
    </div>
  );
}
