import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AudiobookChoices } from './audiobook-choices.tsx';

describe('AudiobookChoices', () => {
  it("opens the store's own audiobook editions in the same tab, and another service's in a new one", async () => {
    const api = mockApi({
      'title/getLibroAudiobooks': () => ({
        json: {
          row_count: 2,
          rows: [
            { title: 'The Hobbit (audio)', narrators: [], language: 'English', url: '/item/9780000000097' },
            { title: 'The Hobbit, read aloud', narrators: [], language: 'English', url: 'https://audio.example/1' },
          ],
          see_more_url: '',
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderInShell(<AudiobookChoices eisbn="9780000000011" />);

    const own = await screen.findByRole('link', { name: 'The Hobbit (audio)' });
    const other = screen.getByRole('link', { name: 'The Hobbit, read aloud' });
    expect(own).toHaveAttribute('href', '/item/9780000000097');
    expect(own).not.toHaveAttribute('target');
    expect(other).toHaveAttribute('target', '_blank');
  });
});
