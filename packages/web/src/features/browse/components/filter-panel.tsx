import { use, useId, useState } from 'react';
import { ActionIcon, Checkbox, TextInput, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { IconChevronDown, IconChevronRight, IconMinus, IconSearch } from '@tabler/icons-react';
import { filterGroupNames, type BrowseFilter, type FilterGroupLetter, type FilterOption } from '@bookfront/contract';
import { formatResultCount } from '../../../lib/format-number.ts';
import { optionGroups, optionState, withOptionState } from './filter-values.ts';
import { FilterPlacementContext } from './filter-placement.ts';
import classes from './filter-panel.module.css';

const shownPerGroup = 8;
/** A group with more options than this (20+ languages, the most frequent authors) can be searched by name. */
const findableFrom = 12;

/** Lower case without accents, so "espanol" finds "Español". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface FilterPanelProps {
  filter: BrowseFilter;
  options: FilterOption[];
  onChange: (filter: BrowseFilter) => void;
}

function OptionRow({
  option,
  letter,
  filter,
  onChange,
}: {
  option: FilterOption;
  letter: FilterGroupLetter;
  filter: BrowseFilter;
  onChange: (filter: BrowseFilter) => void;
}) {
  const state = optionState(filter, letter, option.k);
  const childSelected = option.subfilter.some((child) => optionState(filter, letter, child.k) !== 'none');
  const [expanded, setExpanded] = useState(false);
  const showChildren = option.subfilter.length > 0 && (state === 'included' || childSelected || expanded);
  const childrenId = useId();

  return (
    <li>
      <div className={classes.option} data-state={state}>
        <Checkbox
          className={classes.checkbox}
          size="sm"
          checked={state === 'included'}
          onChange={(event) =>
            onChange(withOptionState(filter, letter, option.k, event.currentTarget.checked ? 'included' : 'none'))
          }
          label={
            <>
              <span className={classes.label}>{option.e}</span>{' '}
              <span className={classes.count}>{formatResultCount(option.c)}</span>
            </>
          }
        />
        {option.subfilter.length > 0 && state !== 'included' && !childSelected ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${expanded ? 'Hide' : 'Show'} the parts of ${option.e}`}
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
        ) : null}
        {option.n ? (
          <ActionIcon
            className={classes.exclude}
            variant={state === 'excluded' ? 'filled' : 'subtle'}
            color={state === 'excluded' ? 'red.8' : 'gray'}
            size="sm"
            aria-label={`Exclude ${option.e}`}
            aria-pressed={state === 'excluded'}
            title={`Exclude ${option.e}`}
            onClick={() =>
              onChange(withOptionState(filter, letter, option.k, state === 'excluded' ? 'none' : 'excluded'))
            }
          >
            <IconMinus size={14} stroke={2.4} aria-hidden />
          </ActionIcon>
        ) : null}
      </div>
      {showChildren ? (
        <ul className={classes.nested} id={childrenId}>
          {option.subfilter.map((child) => (
            <OptionRow key={child.k} option={child} letter={letter} filter={filter} onChange={onChange} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function FilterGroup({
  letter,
  options,
  filter,
  onChange,
}: {
  letter: FilterGroupLetter;
  options: FilterOption[];
  filter: BrowseFilter;
  onChange: (filter: BrowseFilter) => void;
}) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const [find, setFind] = useState('');
  const name = filterGroupNames[letter];
  const findable = options.length > findableFrom;
  const wanted = findable ? folded(find.trim()) : '';
  // Chosen options always stay in view, even past the first few.
  const isChosen = (option: FilterOption) => optionState(filter, letter, option.k) !== 'none';
  const shown =
    wanted !== ''
      ? options.filter((option) => folded(option.e).includes(wanted) || isChosen(option))
      : showAll
        ? options
        : options.filter((option, index) => index < shownPerGroup || isChosen(option));
  const found = wanted === '' ? null : options.filter((option) => folded(option.e).includes(wanted)).length;
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.groupHeading}>
        {name}
      </h3>
      {findable ? (
        <TextInput
          className={classes.find}
          size="xs"
          type="search"
          aria-label={`Find a ${name.toLowerCase()}`}
          placeholder={`Find a ${name.toLowerCase()}`}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={find}
          onChange={(event) => setFind(event.currentTarget.value)}
        />
      ) : null}
      {found !== null ? (
        <p className={classes.found} role="status">
          {found === 0 ? `No ${name.toLowerCase()} matches “${find.trim()}”` : `${found} found`}
        </p>
      ) : null}
      <ul className={classes.options}>
        {shown.map((option) => (
          <OptionRow key={option.k} option={option} letter={letter} filter={filter} onChange={onChange} />
        ))}
      </ul>
      {options.length > shownPerGroup && wanted === '' ? (
        <UnstyledButton
          className={`${classes.more} bf-text-button`}
          onClick={() => setShowAll((value) => !value)}
          aria-expanded={showAll}
        >
          {showAll ? 'Show fewer' : `Show all ${options.length}`}
        </UnstyledButton>
      ) : null}
    </div>
  );
}

/** docs/features/browse-and-search.md#filters-and-sort: the browse filters with their counts, each option included or (when allowed) excluded. */
export function FilterPanel({ filter, options, onChange }: FilterPanelProps) {
  const headingId = useId();
  const groups = optionGroups(options);
  const inDrawer = use(FilterPlacementContext) === 'drawer';
  return (
    <form className={classes.panel} aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()}>
      <h2 id={headingId} className={inDrawer ? 'bf-visually-hidden' : classes.heading}>
        Filters
      </h2>
      {groups.length === 0 ? <p>No filters for these results.</p> : null}
      {groups.map((group) => (
        <FilterGroup
          key={group.letter}
          letter={group.letter}
          options={group.options}
          filter={filter}
          onChange={onChange}
        />
      ))}
    </form>
  );
}
