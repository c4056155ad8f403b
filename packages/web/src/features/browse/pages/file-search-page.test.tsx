import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages, limits } from '@bookfront/contract';
import { renderInShell } from '../../../test/render.tsx';
import { FileSearchPage } from './file-search-page.tsx';
import { urlOfPath } from './url-search-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('FileSearchPage', () => {
  it('says a file over 50MB is too large before anything is sent', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    vi.stubGlobal('fetch', sent);
    vi.stubGlobal('XMLHttpRequest', sent);
    const huge = new File(['9780439023481'], 'list.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: limits.uploadMaxBytes + 1 });

    renderInShell(<FileSearchPage />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, huge);

    expect(await screen.findByText(commonMessages.fileTooLarge)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find titles' })).toBeDisabled();
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('urlOfPath', () => {
  it('reads the encoded web address after /browse/url/', () => {
    expect(urlOfPath(`/browse/url/${encodeURIComponent('https://books.example/list?a=1&b=2')}`)).toBe(
      'https://books.example/list?a=1&b=2',
    );
    expect(urlOfPath('/browse/url')).toBe('');
    expect(urlOfPath('/browse/url/%E0%A4%A')).toBe('');
  });
});
