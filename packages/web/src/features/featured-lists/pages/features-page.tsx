import { Alert, Button, Container, Group, NativeSelect, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import '@mantine/core/styles/Pagination.css';
import {
  featureMessages,
  featureSortSchema,
  featureSorts,
  pageLimits,
  type FeatureFilter,
  type FeatureSort,
} from '@bookfront/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useFeaturedLists, type FeaturesView } from '../api.ts';
import { FeaturedListCard } from '../components/featured-list-card.tsx';
import classes from './features-page.module.css';

/** The page's view from its address: ?q=words&c=category&f=sub-category&s=sort&page=n. */
function viewOf(params: URLSearchParams): FeaturesView {
  const page = Number(params.get('page'));
  const sort = featureSortSchema.safeParse(params.get('s'));
  return {
    words: (params.get('q') ?? '').trim().slice(0, pageLimits.featureWordsMax),
    category: params.get('c') ?? '',
    subCategory: params.get('c') ? (params.get('f') ?? '') : '',
    sort: sort.success ? sort.data : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function FilterButton({
  label,
  count,
  isActive,
  onClick,
}: {
  label: string;
  count: number;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={classes.filter}
        aria-pressed={isActive}
        aria-label={`${label} (${count})`}
        onClick={onClick}
      >
        <span>{label}</span>
        <span className={classes.filterCount}>{count}</span>
      </button>
    </li>
  );
}

/** Categories as filters with their counts, and the chosen category's sub-categories. */
function CategoryFilters({
  filters,
  view,
  total,
  onChange,
}: {
  filters: FeatureFilter[];
  view: FeaturesView;
  total: number;
  onChange: (category: string, subCategory: string) => void;
}) {
  const chosen = filters.find((filter) => filter.k === view.category);
  return (
    <nav aria-label={featureMessages.categories} className={classes.filters}>
      <ul className={classes.filterRow}>
        <FilterButton
          label={featureMessages.allCategories}
          count={view.category ? filters.reduce((sum, filter) => sum + filter.c, 0) : total}
          isActive={!view.category}
          onClick={() => onChange('', '')}
        />
        {filters.map((filter) => (
          <FilterButton
            key={filter.k}
            label={filter.e}
            count={filter.c}
            isActive={view.category === filter.k && !view.subCategory}
            onClick={() => onChange(filter.k, '')}
          />
        ))}
      </ul>
      {chosen && chosen.subfilter.length > 0 ? (
        <ul className={classes.filterRow} aria-label={`${chosen.e}: sub-categories`}>
          {chosen.subfilter.map((sub) => (
            <FilterButton
              key={sub.k}
              label={sub.e}
              count={sub.c}
              isActive={view.subCategory === sub.k}
              onClick={() => onChange(chosen.k, sub.k)}
            />
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

function FeaturesSkeleton() {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={280} radius="lg" />
      ))}
    </div>
  );
}

/**
 * /features (docs/features/custom-pages.md#featured-lists): the store's featured lists, 26 a page,
 * found by words in their header or description, filtered by category and sub-category, sorted by name, last update or date posted (the store's
 * default until the shopper chooses); each opens its list's page.
 */
export function FeaturesPage() {
  const settings = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const query = useFeaturedLists(view);

  const go = (next: Partial<FeaturesView>) => {
    const merged = { ...view, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.words) search.set('q', merged.words);
    if (merged.category) search.set('c', merged.category);
    if (merged.category && merged.subCategory) search.set('f', merged.subCategory);
    if (merged.sort) search.set('s', merged.sort);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  const sort: FeatureSort = view.sort ?? query.data?.sort ?? settings.features_sort;
  const pageCount = Math.max(1, Math.ceil((query.data?.row_count ?? 0) / pageLimits.featuresPageLength));

  return (
    <Container size="xl" className={classes.page}>
      <Group justify="space-between" align="flex-end" className={classes.head}>
        <Title order={1}>{featureMessages.heading}</Title>
        <Group align="flex-end" gap="md" className={classes.tools}>
          <SearchField
            key={view.words}
            defaultValue={view.words}
            label={featureMessages.search}
            placeholder={featureMessages.searchPlaceholder}
            size="sm"
            className={classes.search}
            onSearch={(words) => go({ words: words.slice(0, pageLimits.featureWordsMax) })}
          />
          <NativeSelect
            label={featureMessages.sortBy}
            value={sort}
            onChange={(event) => go({ sort: featureSortSchema.parse(event.currentTarget.value) })}
            data={featureSorts.map((value) => ({ value, label: featureMessages.sorts[value] }))}
            className={classes.sort}
          />
        </Group>
      </Group>
      {query.isPending ? (
        <FeaturesSkeleton />
      ) : query.isError ? (
        <Alert color="red" title={featureMessages.error} role="alert">
          {query.error.message}
        </Alert>
      ) : (
        <Stack gap="lg">
          {query.data.filter_info.length > 0 ? (
            <CategoryFilters
              filters={query.data.filter_info}
              view={view}
              total={query.data.row_count}
              onChange={(category, subCategory) => go({ category, subCategory })}
            />
          ) : null}
          {query.data.rows.length === 0 ? (
            view.words ? (
              <EmptyState message={featureMessages.noneFound(view.words)}>
                <Button variant="light" onClick={() => go({ words: '' })}>
                  {featureMessages.clearSearch}
                </Button>
              </EmptyState>
            ) : (
              <EmptyState message={featureMessages.empty} />
            )
          ) : (
            <>
              <Text c="dimmed" size="sm" aria-live="polite">
                {view.words
                  ? featureMessages.found(query.data.row_count, view.words)
                  : featureMessages.listCount(query.data.row_count)}
              </Text>
              <ul className={classes.grid} aria-busy={query.isPlaceholderData || undefined}>
                {query.data.rows.map((list, index) => (
                  <FeaturedListCard key={list.list_id} list={list} eager={index < 4} />
                ))}
              </ul>
            </>
          )}
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={Math.min(view.page, pageCount)}
              onChange={(page) => go({ page })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              className={classes.pagination}
            />
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
