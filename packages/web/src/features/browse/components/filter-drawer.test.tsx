import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyBrowseFilter } from '@bookfront/contract';
import { renderInShell } from '../../../test/render.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';

describe('FilterDrawer', () => {
  it('says "Filters" once: its title, with the panel\'s own heading left to screen readers', async () => {
    renderInShell(
      <FilterDrawer opened onClose={() => {}}>
        <FilterPanel filter={emptyBrowseFilter} options={[]} onChange={() => {}} />
      </FilterDrawer>,
    );

    await screen.findByRole('dialog', { name: 'Filters' });
    const headings = screen.getAllByRole('heading', { name: 'Filters' });

    // The panel's heading still names its form, for screen readers only.
    expect(headings.filter((heading) => !heading.classList.contains('bf-visually-hidden'))).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Filters' })).toBeInTheDocument();
  });
});
