import { useState } from 'react';
import { Alert, Button, Container, Text, TextInput } from '@mantine/core';
import { IconWorldSearch } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { browseUrlInputSchema, catalogMessages } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { paths } from '../../../lib/paths.ts';
import { BrowseSkeleton } from '../components/browse-skeleton.tsx';
import { LookupResults } from '../components/lookup-results.tsx';
import { useUrlSearch } from '../lookup-api.ts';
import classes from './lookup-page.module.css';

/** The web address in /browse/url/{encoded url}, or '' when the path has none (or cannot be decoded). */
export function urlOfPath(pathname: string): string {
  const encoded = pathname.replace(/^\/browse\/url\/?/i, '');
  try {
    return decodeURIComponent(encoded).trim();
  } catch {
    return '';
  }
}

function UrlForm({ initialUrl, onSearch }: { initialUrl: string; onSearch: (url: string) => void }) {
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = browseUrlInputSchema.safeParse({ url: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? catalogMessages.urlFailed);
      return;
    }
    setError(null);
    onSearch(parsed.data.url);
  };
  return (
    <form onSubmit={handleSubmit} noValidate className={classes.form} role="search" aria-label="Search a web page">
      <TextInput
        className={classes.field}
        label="Web address"
        type="url"
        inputMode="url"
        placeholder="https://"
        leftSection={<IconWorldSearch size={18} aria-hidden />}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
        autoComplete="url"
      />
      <Button type="submit" className={classes.submit}>
        Find titles
      </Button>
    </form>
  );
}

/** /browse/url/{encoded url} (docs/features/browse-and-search.md#search-by-url-or-file): the address is in the path, so the page can be shared and reloaded. */
export function UrlSearchPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const url = urlOfPath(pathname);
  const query = useUrlSearch(url, session.location_id);
  return (
    <Container size="xl" className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.heading}>Search a web page</h1>
        <Text c="dimmed">{catalogMessages.urlSearchHelp}</Text>
        <UrlForm key={url} initialUrl={url} onSearch={(next) => void navigate(paths.urlSearch(next))} />
      </header>
      {url !== '' && query.isPending ? <BrowseSkeleton count={6} /> : null}
      {query.isError ? (
        <Alert color="red" role="alert" radius="md">
          <Text>{query.error.message}</Text>
        </Alert>
      ) : null}
      {query.data ? <LookupResults answer={query.data} /> : null}
    </Container>
  );
}
