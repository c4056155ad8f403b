import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyBrowseFilter } from '@bookfront/contract';
import { renderInShell } from '../../../test/render.tsx';
import { filterOptionFixture } from '../../../test/catalog-fixtures.ts';
import { FilterPanel } from './filter-panel.tsx';

const languages = [
  'English',
  'Español',
  'Français',
  'Deutsch',
  'Italiano',
  'Português',
  'Nederlands',
  'Svenska',
  'Norsk',
  'Dansk',
  'Suomi',
  'Polski',
  'Čeština',
  'Magyar',
  'Ελληνικά',
  'Türkçe',
  'Русский',
  'Українська',
  'Arabic',
  'Hebrew',
  'Hindi',
  'Japanese',
  'Chinese',
  'Korean',
];
const options = [
  ...languages.map((label, index) => filterOptionFixture({ k: `l${index}`, e: label, m: 'g', c: 100 - index })),
  filterOptionFixture({ k: 'HC', e: 'Hardcover', m: 'f', c: 3 }),
];

const languageGroup = () => screen.getByRole('group', { name: 'Language' });

describe('FilterPanel', () => {
  it('shows a group’s first 8 options, then all of them on "Show all"', () => {
    renderInShell(<FilterPanel filter={emptyBrowseFilter} options={options} onChange={() => {}} />);

    expect(within(languageGroup()).getAllByRole('checkbox')).toHaveLength(8);
    fireEvent.click(within(languageGroup()).getByRole('button', { name: 'Show all 24' }));

    expect(within(languageGroup()).getAllByRole('checkbox')).toHaveLength(24);
  });

  it('finds an option of a long group by name, accents or not, and says when none matches', () => {
    renderInShell(<FilterPanel filter={emptyBrowseFilter} options={options} onChange={() => {}} />);

    fireEvent.change(within(languageGroup()).getByRole('searchbox', { name: 'Find a language' }), {
      target: { value: 'espan' },
    });

    const found = within(languageGroup()).getAllByRole('checkbox');
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveAccessibleName('Español 99');
    expect(within(languageGroup()).getByRole('status')).toHaveTextContent('1 found');
    fireEvent.change(within(languageGroup()).getByRole('searchbox', { name: 'Find a language' }), {
      target: { value: 'klingon' },
    });
    expect(within(languageGroup()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(languageGroup()).getByRole('status')).toHaveTextContent('No language matches “klingon”');
  });

  it('offers no search in a short group', () => {
    renderInShell(<FilterPanel filter={emptyBrowseFilter} options={options} onChange={() => {}} />);

    expect(within(screen.getByRole('group', { name: 'Format' })).queryByRole('searchbox')).toBeNull();
  });
});
