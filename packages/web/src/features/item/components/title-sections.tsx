import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { catalogMessages, type TitleDetail, type TitleSummary } from '@bookfront/contract';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { CoverSlider, type CoverSliderItem } from '../../../entities/title/cover-slider.tsx';
import { PriceTag } from '../../../entities/title/price-tag.tsx';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import { useBindingItems, useRelatedItems, useSeriesItems } from '../api.ts';
import classes from './title-sections.module.css';

export const sliderItem = (title: TitleSummary): CoverSliderItem => ({
  eisbn: title.eisbn,
  title: title.title,
  author: title.authors[0]?.name ?? '',
  cacheKey: title.cover_image_cache,
});

/** A compact title row: cover, name, format, price and availability (editions, author titles). */
export function TitleRow({ title, onOpen }: { title: TitleSummary; onOpen?: () => void }) {
  const { row, price } = useTitleAvailability(title);
  return (
    <li className={classes.row}>
      <Link to={paths.item(title.eisbn)} tabIndex={-1} aria-hidden onClick={onOpen}>
        <TitleCover eisbn={title.eisbn} cacheKey={title.cover_image_cache} title={title.title} width={56} alt="" />
      </Link>
      <div className={classes.rowMain}>
        <Anchor component={Link} to={paths.item(title.eisbn)} fw={600} c="inherit" onClick={onOpen}>
          {title.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {[title.binding, title.series_num && title.series ? `Book ${title.series_num}` : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      <div className={classes.rowSide}>
        {price ? <PriceTag display={price} size="0.95rem" /> : null}
        <AvailabilityMessage row={row} showSubMessage={false} />
      </div>
    </li>
  );
}

/** docs/features/item-page.md#series-editions-and-related-titles "other editions": asked for by the shopper; "We're sorry!" when there are none. */
export function OtherEditions({ title }: { title: TitleDetail }) {
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const editions = useBindingItems(title.eisbn, session.location_id, asked);
  const rows = editions.data?.rows.filter((row) => row.eisbn !== title.eisbn) ?? [];
  return (
    <section aria-labelledby="editions-heading" className={classes.section}>
      <Title order={2} id="editions-heading" className={classes.heading}>
        Other editions
      </Title>
      {!asked ? (
        <Button variant="outline" onClick={() => setAsked(true)}>
          Show other editions
        </Button>
      ) : editions.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : editions.isError ? (
        <Alert color="red" role="alert">
          {editions.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <Text role="status">{catalogMessages.noOtherEditions}</Text>
      ) : (
        <ul className={classes.rows} aria-label="Other editions">
          {rows.map((row) => (
            <TitleRow key={row.eisbn} title={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The series this title is in, the others in order. */
export function SeriesSection({ title }: { title: TitleDetail }) {
  const session = useSession();
  const series = useSeriesItems(title.series, session.location_id);
  const rows = series.data?.rows.filter((row) => row.eisbn !== title.eisbn) ?? [];
  if (!title.series || rows.length === 0) return null;
  return (
    <section aria-labelledby="series-heading" className={classes.section}>
      <CoverSlider
        items={rows.map(sliderItem)}
        label={`More in ${title.series}`}
        heading={
          <Title order={2} id="series-heading" className={classes.heading}>
            More in{' '}
            <Anchor component={Link} to={paths.search(title.series, 'series')} inherit>
              {title.series}
            </Anchor>
          </Title>
        }
      />
    </section>
  );
}

/** docs/features/item-page.md#series-editions-and-related-titles title/getRelatedItems: each group a row of covers. */
export function RelatedItems({ title }: { title: TitleDetail }) {
  const session = useSession();
  const related = useRelatedItems(title.eisbn, session.location_id);
  const series = useSeriesItems(title.series, session.location_id);
  // The series has its own row above; a related group that only repeats it is left out.
  const inSeries = new Set([title.eisbn, ...(series.data?.rows.map((row) => row.eisbn) ?? [])]);
  const groups =
    related.data?.groups.filter(
      (group) => group.rows.length > 0 && !(title.series && group.rows.every((row) => inSeries.has(row.eisbn))),
    ) ?? [];
  return (
    <>
      {groups.map((group, index) => (
        <section key={group.fullname} aria-labelledby={`related-${index}`} className={classes.section}>
          <CoverSlider
            items={group.rows.map(sliderItem)}
            label={group.fullname}
            heading={
              <>
                <Title order={2} id={`related-${index}`} className={classes.heading}>
                  {group.fullname}
                </Title>
                {group.tooltip ? (
                  <Text size="sm" c="dimmed">
                    {group.tooltip}
                  </Text>
                ) : null}
              </>
            }
          />
        </section>
      ))}
    </>
  );
}
