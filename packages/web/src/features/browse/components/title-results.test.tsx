import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availabilityRowFixture, titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { TitleResults } from './title-results.tsx';

const pageOfTitles = Array.from({ length: 26 }, (_, index) =>
  titleSummaryFixture({ eisbn: String(9780000000000 + index), title: `Title number ${index + 1}` }),
);

describe('TitleResults', () => {
  it('draws the whole page of results, the first ones first', async () => {
    renderInShell(<TitleResults titles={pageOfTitles} mode="grid" isStale={false} />);

    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(26));
    expect(within(list).getByRole('link', { name: 'Title number 26' })).toBeInTheDocument();
  });

  it('draws a page of 100 results in as few renders as a page of 28', async () => {
    async function rendersToDraw(count: number) {
      const titles = Array.from({ length: count }, (_, index) =>
        titleSummaryFixture({ eisbn: String(9780000001000 + index), title: `Title ${count}-${index + 1}` }),
      );
      let renders = 0;
      const { unmount } = renderInShell(
        <Profiler id="results" onRender={() => (renders += 1)}>
          <TitleResults titles={titles} mode="list" isStale={false} />
        </Profiler>,
      );
      const list = await screen.findByRole('list');
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count), { timeout: 10_000 });
      unmount();
      return renders;
    }

    const forPageOf28 = await rendersToDraw(28);
    const forPageOf100 = await rendersToDraw(100);

    expect(forPageOf100).toBeLessThanOrEqual(forPageOf28);
  });

  it('shows a forthcoming title\'s "Coming soon" once, not again on its sales rank badge', async () => {
    const forthcoming = titleSummaryFixture({
      is_forthcoming: true,
      rank: 5000,
      available: [
        availabilityRowFixture({ availability: 'forthcoming', onhand: 0, message: 'Coming soon', sub_message: '' }),
      ],
    });

    renderInShell(<TitleResults titles={[forthcoming]} mode="cards" isStale={false} />);

    expect(await screen.findByText('Awaited')).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon')).toHaveLength(1);
  });

  it("links each title of the table view in the store's theme colour", async () => {
    renderInShell(<TitleResults titles={pageOfTitles.slice(0, 2)} mode="table" isStale={false} />);

    const link = await screen.findByRole('link', { name: 'Title number 1' });

    expect(link).toHaveClass('mantine-Anchor-root');
  });
});
