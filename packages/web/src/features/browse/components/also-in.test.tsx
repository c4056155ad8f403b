import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../test/render.tsx';
import { AlsoIn } from './also-in.tsx';

describe('AlsoIn', () => {
  it("lists the work's other editions, each linking to its item page", async () => {
    renderInShell(
      <AlsoIn
        title="The River Road"
        editions={[
          { eisbn: '9780000000073', binding: 'Paperback' },
          { eisbn: '9780000000080', binding: 'Audiobook' },
        ]}
      />,
    );

    const line = await screen.findByText(/Also in:/);
    expect(line).toHaveTextContent('Also in: Paperback · Audiobook');
    expect(screen.getByRole('link', { name: 'Paperback edition of The River Road' })).toHaveAttribute(
      'href',
      '/item/9780000000073',
    );
    expect(screen.getByRole('link', { name: 'Audiobook edition of The River Road' })).toHaveAttribute(
      'href',
      '/item/9780000000080',
    );
  });

  it('shows nothing for a work found in one edition', () => {
    const { container } = renderInShell(<AlsoIn title="Stars, Mostly" editions={undefined} />);

    expect(container).not.toHaveTextContent('Also in');
  });
});
