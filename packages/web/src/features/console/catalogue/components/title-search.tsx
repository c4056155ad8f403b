import { Alert, Anchor, Button, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleCatalogueMessages as messages } from '@bookfront/contract';
import { useCatalogueSearch } from '../api.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import classes from '../../pages/console.module.css';

/** docs/features/store-console.md#catalogue-and-stock: finds a title by ISBN or words; the search is kept in the address. */
export function TitleSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useCatalogueSearch(q);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return setProblem(messages.queryRequired);
    setProblem(null);
    setParams({ q: query });
  };

  return (
    <section className={classes.panel} aria-labelledby="catalogue-find-heading">
      <Title order={2} size="h4" id="catalogue-find-heading" mb="xs">
        {messages.findHeading}
      </Title>
      <form onSubmit={handleSubmit} noValidate className={classes.filters} role="search">
        <TextInput
          label={messages.findLabel}
          size="sm"
          value={text}
          error={problem}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" size="sm">
          {messages.find}
        </Button>
      </form>
      {search.isError ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {search.error.message}
        </Alert>
      ) : search.data ? (
        search.data.rows.length === 0 ? (
          <Text size="sm" mt="xs" role="status">
            {messages.noTitlesFound}
          </Text>
        ) : (
          <div className={classes.tableWrap}>
            <Table striped fz="sm" verticalSpacing={4} mt="xs">
              <Table.Tbody>
                {search.data.rows.map((row) => (
                  <Table.Tr key={row.eisbn}>
                    <Table.Td>
                      <Anchor component={Link} to={`/console/catalogue/${row.eisbn}`} size="sm" fw={600}>
                        {row.title}
                      </Anchor>
                      <Text size="xs">{[row.contributors, row.binding].filter(Boolean).join(' · ')}</Text>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>{row.eisbn}</Table.Td>
                    <Table.Td>
                      <StatusBadge size="sm" tone={row.stocked ? 'green' : 'gray'}>
                        {row.stocked ? messages.stocked : messages.notStocked}
                      </StatusBadge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )
      ) : null}
    </section>
  );
}
