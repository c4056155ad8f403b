import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { titleSummaryFixture } from '../../../test/catalog-fixtures.ts';
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
});
