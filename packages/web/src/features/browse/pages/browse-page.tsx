import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, NativeSelect, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  catalogMessages,
  filterGroupLetters,
  limits,
  sortLabels,
  sortOf,
  sortValues,
  type BrowseFilter,
} from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useSession } from '../../../entities/session/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMountedOnce } from '../../../lib/use-mounted-once.ts';
import { useBrowse } from '../api.ts';
import { browseHeading } from '../components/browse-heading.ts';
import { BrowsePagination } from '../components/browse-pagination.tsx';
import { BrowseSearchForm } from '../components/browse-search-form.tsx';
import { BrowseSkeleton } from '../components/browse-skeleton.tsx';
import { DidYouMean } from '../components/did-you-mean.tsx';
import { FilterChips } from '../components/filter-chips.tsx';
import { SearchHelp } from '../components/search-help.tsx';
import { TitleResults } from '../components/title-results.tsx';
import { ViewModeSwitch } from '../components/view-mode-switch.tsx';
import { useBrowseLocation, useGoToFilter } from '../hooks/use-browse-filter.ts';
import { showingText } from '../hooks/pagination.ts';
import { availableViewModes, useViewMode } from '../hooks/use-view-mode.ts';
import classes from './browse-page.module.css';

// Below 62em the filters wait in a drawer until asked for, so phones load their checkboxes then.
const FilterPanel = lazy(() => import('../components/filter-panel.tsx').then((m) => ({ default: m.FilterPanel })));
// Search by a web page or a file are pages of their own, loaded when opened.
const UrlSearchPage = lazy(() => import('./url-search-page.tsx').then((m) => ({ default: m.UrlSearchPage })));
const FileSearchPage = lazy(() => import('./file-search-page.tsx').then((m) => ({ default: m.FileSearchPage })));
const FilterDrawer = lazy(() => import('../components/filter-drawer.tsx').then((m) => ({ default: m.FilterDrawer })));

const sortOptions = sortValues.map((value) => ({ value, label: sortLabels[value] }));
const lengthOptions = [limits.browseDefaultPageLength, ...limits.browsePageLengths]
  .sort((a, b) => a - b)
  .map((length) => ({ value: String(length), label: String(length) }));

/** Moves focus to the results heading once a new page has arrived (not on the first load). */
function useFocusOnPageChange(offset: number, isPageShown: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastOffset = useRef(offset);
  const isPending = useRef(false);
  useEffect(() => {
    if (lastOffset.current !== offset) {
      lastOffset.current = offset;
      isPending.current = true;
    }
    if (isPending.current && isPageShown) {
      isPending.current = false;
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [offset, isPageShown]);
  return headingRef;
}

function BrowseResults({ filter }: { filter: BrowseFilter }) {
  const session = useSession();
  const settings = useSiteSettings();
  const goTo = useGoToFilter();
  const query = useBrowse(filter, session.location_id);
  const isInstitution = session.user?.is_institution ?? false;
  const [mode, setMode] = useViewMode(isInstitution);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersMounted = useMountedOnce(filtersOpen);
  const headingRef = useFocusOnPageChange(filter.o, query.isSuccess && !query.isPlaceholderData);

  const data = query.data;
  const options = data?.filter_info ?? [];
  const chosenCount = filterGroupLetters.reduce((count, letter) => count + filter[letter].length, 0);
  const handleFilterChange = (next: BrowseFilter) => {
    setFiltersOpen(false);
    goTo(next);
  };

  // Below 62em the sidebar is hidden (browse-page.module.css) and the panel lives in the drawer.
  // The server's first screen leaves the sidebar empty, not knowing the width (use-hydrated.ts).
  const isHydrated = useHydrated();
  const narrow = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false }) || !isHydrated;
  const filterPanel = <FilterPanel filter={filter} options={options} onChange={handleFilterChange} />;

  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.heading}>{browseHeading(filter, settings.site_navigation, options)}</h1>
        <BrowseSearchForm key={`${filter.t}|${filter.k}`} filter={filter} onSearch={goTo} />
      </header>

      <div className={classes.layout}>
        <div className={classes.sidebar}>
          {data && !narrow ? <Suspense fallback={null}>{filterPanel}</Suspense> : null}
        </div>

        <section aria-labelledby="results-heading">
          <div className={classes.toolbar}>
            <h2 id="results-heading" ref={headingRef} tabIndex={-1} className={classes.showing} aria-live="polite">
              {data ? showingText({ offset: filter.o, shown: data.rows.length, rowCount: data.row_count }) : 'Results'}
            </h2>
            <div className={classes.controls}>
              <Button
                className={classes.filtersButton}
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
                onClick={() => setFiltersOpen(true)}
                disabled={!data}
              >
                Filters{chosenCount > 0 ? ` (${chosenCount})` : ''}
              </Button>
              <NativeSelect
                className={classes.select}
                label="Sort by"
                data={sortOptions}
                value={filter.v}
                onChange={(event) => goTo({ ...filter, v: sortOf(event.currentTarget.value) ?? '', o: 0 })}
              />
              <NativeSelect
                className={classes.lengthSelect}
                label="Per page"
                data={lengthOptions}
                value={String(filter.l)}
                onChange={(event) => goTo({ ...filter, l: Number(event.currentTarget.value), o: 0 })}
              />
              <ViewModeSwitch modes={availableViewModes(isInstitution)} mode={mode} onChange={setMode} />
            </div>
          </div>

          <div className={classes.chips}>
            <FilterChips filter={filter} options={options} onChange={goTo} />
          </div>

          {query.isPending ? <BrowseSkeleton /> : null}
          {query.isError && !data ? (
            <Alert color="red" title="We could not load these results" role="alert">
              <Text mb="sm">{query.error.message}</Text>
              <Button variant="outline" color="red" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : null}
          {data?.did_you_mean ? <DidYouMean filter={filter} suggestion={data.did_you_mean} /> : null}
          {data && data.rows.length === 0 ? <SearchHelp filter={filter} /> : null}
          {data && data.rows.length > 0 ? (
            <>
              <TitleResults titles={data.rows} mode={mode} isStale={query.isPlaceholderData} />
              <BrowsePagination filter={filter} rowCount={data.row_count} maxOffset={data.max_offset} />
            </>
          ) : null}
        </section>
      </div>

      {filtersMounted ? (
        <Suspense fallback={null}>
          <FilterDrawer opened={filtersOpen} onClose={() => setFiltersOpen(false)}>
            {filterPanel}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </Container>
  );
}

function InvalidSearch() {
  return (
    <Container size="sm" py={64}>
      <h1 className={classes.heading}>Browse</h1>
      <Alert title="Search not understood" color="gray" radius="lg" mt="lg">
        <Text mb="md">{catalogMessages.malformedFilter}</Text>
        <Anchor component={Link} to={paths.browse()}>
          Browse the whole catalogue
        </Anchor>
      </Alert>
    </Container>
  );
}

/** docs/features/browse-and-search.md#browse-page: the URL is the state, so links, back and forward restore the same page. */
export function BrowsePage() {
  const location = useBrowseLocation();
  if (location.kind === 'other') {
    return (
      <Suspense fallback={<Container size="xl" className={classes.page} aria-busy="true" />}>
        {location.segment === 'url' ? <UrlSearchPage /> : <FileSearchPage />}
      </Suspense>
    );
  }
  if (location.kind === 'invalid') return <InvalidSearch />;
  return <BrowseResults filter={location.filter} />;
}
