import { useId, useState, type FormEvent } from 'react';
import { ActionIcon, TextInput, type MantineSize } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchFieldProps {
  onSearch: (term: string) => void;
  size?: MantineSize;
  placeholder?: string;
  label?: string;
  autoFocus?: boolean;
  className?: string;
  defaultValue?: string;
}

/** A labelled search box with a submit button; the caller decides where a term leads. */
export function SearchField({
  onSearch,
  size = 'md',
  placeholder = 'Search by title, author or ISBN',
  label = 'Search the store',
  autoFocus = false,
  className,
  defaultValue = '',
}: SearchFieldProps) {
  const [term, setTerm] = useState(defaultValue);
  const inputId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(term.trim());
  };

  return (
    <form role="search" onSubmit={handleSubmit} className={className} aria-label={label}>
      <TextInput
        id={inputId}
        type="search"
        size={size}
        radius="xl"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label}
        autoFocus={autoFocus}
        // A drawer or modal around the field focuses this, not its close button, on opening.
        data-autofocus={autoFocus || undefined}
        enterKeyHint="search"
        rightSectionWidth={size === 'xl' || size === 'lg' ? 56 : 44}
        rightSection={
          <ActionIcon
            type="submit"
            variant="filled"
            radius="xl"
            size={size === 'xl' || size === 'lg' ? 'xl' : 'lg'}
            aria-label="Search"
          >
            <IconSearch size={size === 'xl' || size === 'lg' ? 22 : 18} stroke={2} />
          </ActionIcon>
        }
      />
    </form>
  );
}
