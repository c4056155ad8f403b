import { Alert, Text } from '@mantine/core';
import { catalogMessages, type SearchResponse } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { availableViewModes, useViewMode } from '../hooks/use-view-mode.ts';
import { TitleResults } from './title-results.tsx';
import { ViewModeSwitch } from './view-mode-switch.tsx';
import classes from './lookup-results.module.css';

/** The titles a web page or a file names, in the browse views (docs/features/browse-and-search.md#search-by-url-or-file). */
export function LookupResults({ answer }: { answer: SearchResponse }) {
  const session = useSession();
  const isInstitution = session.user?.is_institution ?? false;
  const [mode, setMode] = useViewMode(isInstitution);
  if (answer.rows.length === 0) {
    return (
      <Alert color="gray" role="status" radius="md">
        <Text>{catalogMessages.noIsbnsFound}</Text>
      </Alert>
    );
  }
  return (
    <section aria-labelledby="lookup-results-heading">
      <div className={classes.toolbar}>
        <h2 id="lookup-results-heading" className={classes.count} aria-live="polite">
          {catalogMessages.titlesFound(answer.row_count)}
        </h2>
        <ViewModeSwitch modes={availableViewModes(isInstitution)} mode={mode} onChange={setMode} />
      </div>
      <TitleResults titles={answer.rows} mode={mode} isStale={false} />
    </section>
  );
}
