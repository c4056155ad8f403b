import { useRef, type ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { TitleCover } from './title-cover.tsx';
import classes from './cover-slider.module.css';

export interface CoverSliderItem {
  eisbn: string;
  title: string;
  author: string;
  cacheKey: string;
}

/** A row of covers that scrolls sideways (touch, wheel or the arrow buttons); each opens its title. */
export function CoverSlider({
  items,
  label,
  heading,
}: {
  items: CoverSliderItem[];
  label: string;
  heading?: ReactNode;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.85, behavior: 'smooth' });
  };
  return (
    <div className={classes.wrap}>
      <Group justify="space-between" align="flex-end" mb="sm" wrap="nowrap">
        <div>{heading}</div>
        {items.length > 4 ? (
          <div className={classes.arrows}>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={`Scroll ${label} back`}
              onClick={() => scrollBy(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={`Scroll ${label} on`}
              onClick={() => scrollBy(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </div>
        ) : null}
      </Group>
      <ul className={classes.track} ref={trackRef} aria-label={label} tabIndex={0}>
        {items.map((item) => (
          <li key={item.eisbn} className={classes.item}>
            <Link to={paths.item(item.eisbn)}>
              <TitleCover
                eisbn={item.eisbn}
                cacheKey={item.cacheKey}
                title={item.title}
                author={item.author}
                width={152}
                alt=""
              />
              <span className={classes.name}>{item.title}</span>
              {item.author ? <span className={classes.author}>{item.author}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
