import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { titleDetailFixture } from '../../../test/catalog-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { galleryImages, ItemGallery } from './item-gallery.tsx';

const interiors = Array.from({ length: 7 }, (_, index) => `${index + 1}-0123456789ab.jpg`);
const title = titleDetailFixture({
  eisbn: '9780679783268',
  title: 'Pride and Prejudice',
  interiors,
  has_interiors: true,
});

describe('galleryImages', () => {
  it("follows the cover with the title's interior images, at the addresses the server serves them", () => {
    const images = galleryImages(title);

    expect(images).toHaveLength(8);
    expect(images[1]).toEqual({
      key: '1-0123456789ab.jpg',
      src: '/covers/9780679783268/interiors/1-0123456789ab.jpg',
      alt: 'Inside Pride and Prejudice, image 1',
    });
  });
});

describe('ItemGallery', () => {
  it('offers a thumbnail of every image and opens the enlarged view with all of them', async () => {
    const user = userEvent.setup();
    renderInShell(<ItemGallery title={title} />);

    const thumbnails = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('button');
    await user.click(screen.getByRole('button', { name: 'Show Inside Pride and Prejudice, image 2' }));
    await user.click(screen.getByRole('button', { name: 'Enlarge Inside Pride and Prejudice, image 2' }));

    expect(thumbnails).toHaveLength(8);
    const all = await screen.findByRole('list', { name: 'All images' });
    expect(within(all).getAllByRole('button')).toHaveLength(8);
  });
});
