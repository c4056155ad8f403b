import { Title } from '@mantine/core';
import { consoleCatalogueMessages as messages, consoleMessages } from '@bookfront/contract';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { ImportPanel } from '../components/import-panel.tsx';
import { TitleSearch } from '../components/title-search.tsx';
import own from '../catalogue.module.css';

/** /console/catalogue (docs/features/store-console.md#catalogue-and-stock): uploads and the title search. */
export function ConsoleCataloguePage() {
  useDocumentTitle(`${messages.heading} · ${consoleMessages.title}`);
  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {messages.heading}
      </Title>
      <div className={own.stack}>
        <TitleSearch />
        <ImportPanel kind="titles" />
        <ImportPanel kind="stock" />
      </div>
    </>
  );
}
