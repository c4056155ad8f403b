import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { searchKindLabels, searchKinds, searchKindOf, type BrowseFilter, type SearchKind } from '@bookfront/contract';
import { withoutFilters } from './filter-values.ts';
import classes from './browse-search-form.module.css';

const kindOptions = searchKinds.map((kind) => ({ value: kind, label: searchKindLabels[kind] }));

/** The search term with its kind; a new search starts without filters (the sort and page length stay). */
export function BrowseSearchForm({
  filter,
  onSearch,
}: {
  filter: BrowseFilter;
  onSearch: (filter: BrowseFilter) => void;
}) {
  const [term, setTerm] = useState(filter.t);
  const [kind, setKind] = useState<SearchKind>(filter.k);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(withoutFilters({ ...filter, t: term.trim(), k: kind, o: 0 }));
  };

  return (
    <form role="search" aria-label="Search the catalogue" className={classes.form} onSubmit={handleSubmit}>
      <TextInput
        className={classes.term}
        type="search"
        label="Search for"
        placeholder="Title, author, ISBN or keyword"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        enterKeyHint="search"
      />
      <NativeSelect
        className={classes.kind}
        label="Search by"
        data={kindOptions}
        value={kind}
        onChange={(event) => setKind(searchKindOf(event.currentTarget.value) ?? 'keyword')}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
        Search
      </Button>
    </form>
  );
}
