import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleCatalogueMessages as messages, type ConsoleImportProgress } from '@bookfront/contract';
import { renderInShell } from '../../../../test/render.tsx';
import { ImportResult, progressText } from './import-result.tsx';

const running: ConsoleImportProgress = {
  import_id: 'a'.repeat(32),
  kind: 'titles',
  file_name: 'feed.xml',
  location_id: null,
  status: 'running',
  progress: 40,
  read: 400,
  total: 1000,
  summary: null,
};

describe('ImportResult', () => {
  it('shows how far a running import has read on its progress bar', () => {
    renderInShell(<ImportResult progress={running} />);

    expect(screen.getByRole('status')).toHaveTextContent('400 of 1000 records read');
    expect(screen.getByRole('progressbar', { name: messages.progressLabel })).toHaveAttribute('aria-valuenow', '40');
  });

  it('lists a finished import’s counts, where the file stopped, and each rejected record by line', () => {
    renderInShell(
      <ImportResult
        progress={{
          ...running,
          status: 'done',
          progress: 100,
          summary: {
            read: 3,
            inserted: 1,
            updated: 0,
            rejected: 2,
            errors: [
              { reference: 'quill.bad', line: 35, reason: 'not a valid ISBN' },
              { reference: 'quill.old', line: 60, reason: 'a delete is not imported' },
            ],
            fatal: { message: 'unclosed tag', line: 80 },
          },
        }}
      />,
    );

    expect(screen.getByRole('status')).toHaveTextContent(messages.done);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fatal(80, 'unclosed tag'));
    expect(screen.getByRole('row', { name: /35 quill\.bad not a valid ISBN/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /60 quill\.old/ })).toBeInTheDocument();
  });

  it.each([
    ['waiting', messages.waiting],
    ['failed', messages.failed],
  ] as const)('says an import that is %s so', (status, text) => {
    expect(progressText({ ...running, status })).toBe(text);
  });
});
