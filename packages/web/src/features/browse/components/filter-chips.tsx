import { CloseButton, UnstyledButton } from '@mantine/core';
import { filterGroupNames, type BrowseFilter, type FilterOption } from '@bookfront/contract';
import { selectedValues, withOptionState, withoutFilters } from './filter-values.ts';
import classes from './filter-chips.module.css';

/** The chosen filter values as removable chips, with 'Clear all'. */
export function FilterChips({
  filter,
  options,
  onChange,
}: {
  filter: BrowseFilter;
  options: FilterOption[];
  onChange: (filter: BrowseFilter) => void;
}) {
  const selected = selectedValues(filter, options);
  if (selected.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label="Chosen filters">
      {selected.map((value) => {
        const text = `${filterGroupNames[value.letter]}: ${value.excluded ? 'not ' : ''}${value.label}`;
        return (
          <li key={`${value.letter}:${value.key}`} className={classes.chip} data-excluded={value.excluded || undefined}>
            <span>
              <span className={classes.group}>{filterGroupNames[value.letter]}: </span>
              {value.excluded ? 'not ' : ''}
              {value.label}
            </span>
            <CloseButton
              size="sm"
              radius="xl"
              aria-label={`Remove ${text}`}
              onClick={() => onChange(withOptionState(filter, value.letter, value.key, 'none'))}
            />
          </li>
        );
      })}
      <li>
        <UnstyledButton className="bf-text-button" onClick={() => onChange(withoutFilters(filter))}>
          Clear all
        </UnstyledButton>
      </li>
    </ul>
  );
}
