import { lazy, Suspense } from 'react';
import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  eventSummaryText,
  pageLimits,
  pageMessages,
  isExternalPath,
  type CustomBlock,
  type EventSummary,
} from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import { HomeSlider } from './home-slider.tsx';
import classes from './page-blocks.module.css';

// Only blocks that show the calendar load it, with its dates library.
const EventBlockCalendar = lazy(() =>
  import('./event-block-calendar.tsx').then((module) => ({ default: module.EventBlockCalendar })),
);

const eventDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const eventTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hour: 'numeric',
  minute: '2-digit',
});

function BlockHeading({ block, id }: { block: CustomBlock; id: string }) {
  if (!block.header || !block.header_visible) return null;
  return (
    <Title order={2} id={id} className={classes.heading}>
      {block.header}
    </Title>
  );
}

/** The store's sanitised HTML (the server cleans every description it keeps). */
function BlockWords({ html }: { html: string }) {
  if (!html) return null;
  return <div className={classes.words} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** docs/features/custom-pages.md#list-blocks: the covers in a slider and 'View all N products'. */
function ListBlock({ block, eager }: { block: CustomBlock; eager: boolean }) {
  const headingId = `block-${block.id}`;
  const label = block.header || block.name || 'Titles';
  return (
    <section
      className={classes.block}
      aria-labelledby={block.header_visible && block.header ? headingId : undefined}
      aria-label={block.header_visible && block.header ? undefined : label}
    >
      <div className={classes.blockHead}>
        <BlockHeading block={block} id={headingId} />
        {block.list_id && block.row_count > 0 ? (
          <Anchor component={Link} to={paths.list(block.list_id)} className={classes.viewAll}>
            {pageMessages.viewAll(block.row_count)}
          </Anchor>
        ) : null}
      </div>
      <BlockWords html={block.description} />
      {block.rows.length > 0 ? <HomeSlider titles={block.rows} label={label} eager={eager} /> : null}
    </section>
  );
}

/** docs/features/custom-pages.md#list-blocks: in the sidebar a list shows its limit of titles when that is more than 2. */
function SidebarListBlock({ block }: { block: CustomBlock }) {
  const headingId = `block-${block.id}`;
  const shown = block.limit > pageLimits.sidebarListMin ? block.rows.slice(0, block.limit) : block.rows;
  return (
    <section className={classes.block} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.sideHeading}>
        {block.header || block.name || 'Titles'}
      </Title>
      <ul className={classes.sideList}>
        {shown.map((title) => (
          <li key={title.eisbn}>
            <Link to={paths.item(title.eisbn)} className={classes.sideTitle}>
              <TitleCover
                eisbn={title.eisbn}
                cacheKey={title.cover_image_cache}
                title={title.title}
                author={title.authors[0]?.name ?? ''}
                width={48}
                alt=""
              />
              <span>
                <span className={classes.sideName}>{title.title}</span>
                {title.authors[0] ? <span className={classes.author}>{title.authors[0].name}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {block.list_id && block.row_count > shown.length ? (
        <Anchor component={Link} to={paths.list(block.list_id)} size="sm">
          {pageMessages.viewAll(block.row_count)}
        </Anchor>
      ) : null}
    </section>
  );
}

function EventItem({ event, summary }: { event: EventSummary; summary: boolean }) {
  const starts = new Date(event.from * 1000);
  const text = summary ? eventSummaryText(event.info.description) : '';
  return (
    <li className={classes.event}>
      <span className={classes.eventDate} aria-hidden>
        {eventDay.format(starts)}
      </span>
      <span className={classes.eventBody}>
        <Link to={`${paths.events()}/${encodeURIComponent(event.id)}`} className={classes.eventName}>
          {event.info.name}
        </Link>
        <span className={classes.eventWhen}>
          {eventDay.format(starts)}, {eventTime.format(starts)}
          {event.info.place ? ` · ${event.info.place}` : ''}
        </span>
        {text ? <span className={classes.eventText}>{text}</span> : null}
      </span>
    </li>
  );
}

/**
 * docs/features/custom-pages.md#event-blocks: up to 3 upcoming events (or the one it names), and View
 * all events; with `calendar_widgets` the events calendar beside them (above them in the sidebar).
 */
function EventBlock({ block, isSidebar }: { block: CustomBlock; isSidebar: boolean }) {
  const headingId = `block-${block.id}`;
  const items =
    block.events.length === 0 ? (
      <p className={classes.none}>{pageMessages.noUpcomingEvents}</p>
    ) : (
      <ul className={isSidebar ? classes.sideEvents : classes.events}>
        {block.events.map((event) => (
          <EventItem key={event.id} event={event} summary={!isSidebar} />
        ))}
      </ul>
    );
  return (
    <section className={classes.block} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={isSidebar ? classes.sideHeading : classes.heading}>
        {block.header_visible && block.header ? block.header : pageMessages.upcomingEvents}
      </Title>
      <BlockWords html={block.description} />
      {block.calendar_widgets ? (
        <div className={isSidebar ? classes.sideCalendar : classes.withCalendar}>
          <div className={classes.calendar}>
            <Suspense fallback={<div className={classes.calendarPlaceholder} aria-hidden />}>
              <EventBlockCalendar />
            </Suspense>
          </div>
          <div>{items}</div>
        </div>
      ) : (
        items
      )}
      <Anchor component={Link} to={paths.events()} size="sm">
        {pageMessages.allEvents}
      </Anchor>
    </section>
  );
}

/** A banner: the store's picture, leading where the bookseller set. */
function BannerBlock({ block, eager }: { block: CustomBlock; eager: boolean }) {
  const picture = block.image ? (
    <img
      src={block.image}
      alt={block.header}
      className={classes.bannerImage}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      width={1200}
      height={300}
    />
  ) : (
    <span className={classes.bannerText}>
      <span className={classes.bannerHeader}>{block.header}</span>
      {block.description ? <BlockWords html={block.description} /> : null}
    </span>
  );
  const content = !block.link ? (
    picture
  ) : isExternalPath(block.link) ? (
    <a href={block.link} className={classes.bannerLink} rel="noopener">
      {picture}
    </a>
  ) : (
    <Link to={block.link} className={classes.bannerLink}>
      {picture}
    </Link>
  );
  return (
    <section className={`${classes.block} ${classes.banner}`} aria-label={block.header || block.name || 'Banner'}>
      {content}
    </section>
  );
}

function HtmlBlock({ block }: { block: CustomBlock }) {
  const headingId = `block-${block.id}`;
  return (
    <section
      className={classes.block}
      aria-labelledby={block.header && block.header_visible ? headingId : undefined}
      aria-label={block.header && block.header_visible ? undefined : block.name || 'From the store'}
    >
      <BlockHeading block={block} id={headingId} />
      <BlockWords html={block.description} />
    </section>
  );
}

function Block({ block, isSidebar, eager }: { block: CustomBlock; isSidebar: boolean; eager: boolean }) {
  switch (block.type) {
    case 'list':
      return isSidebar ? <SidebarListBlock block={block} /> : <ListBlock block={block} eager={eager} />;
    case 'event':
      return <EventBlock block={block} isSidebar={isSidebar} />;
    case 'banner':
      return <BannerBlock block={block} eager={eager} />;
    case 'html':
      return <HtmlBlock block={block} />;
  }
}

/**
 * docs/features/custom-pages.md#blocks: a page's blocks by placement: banners across the top, the
 * left sidebar beside the featured and other blocks (below them on a narrow screen), each in the
 * bookseller's order.
 */
export function PageBlocks({ blocks }: { blocks: CustomBlock[] }) {
  const banners = blocks.filter((block) => block.placement === 'banner');
  const sidebar = blocks.filter((block) => block.placement === 'left_sidebar');
  const main = blocks.filter((block) => block.placement === 'featured' || block.placement === 'other');
  const firstListId = main.find((block) => block.type === 'list')?.id;
  return (
    <div className={classes.page}>
      {banners.map((block, index) => (
        <Block key={block.id} block={block} isSidebar={false} eager={index === 0} />
      ))}
      <div className={sidebar.length > 0 ? classes.withSidebar : undefined}>
        {sidebar.length > 0 ? (
          <aside className={classes.sidebar} aria-label="From the store">
            {sidebar.map((block) => (
              <Block key={block.id} block={block} isSidebar eager={false} />
            ))}
          </aside>
        ) : null}
        <div className={classes.main}>
          {main.map((block) => (
            <Block key={block.id} block={block} isSidebar={false} eager={block.id === firstListId} />
          ))}
        </div>
      </div>
    </div>
  );
}
