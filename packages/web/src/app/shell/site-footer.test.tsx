import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const contactUsUrl = 'https://riverbend.example/contact-form';

describe('SiteFooter', () => {
  it("leads the footer's contact entry to contact_us_url instead of adding a second Contact us link", async () => {
    const settings = {
      ...siteSettingsFixture({ store_info: { contact_us_url: contactUsUrl } }),
      extra_navigation: [
        {
          id: 'contact-footer',
          label: 'Contact Us',
          path: '/contact-hours',
          type: 'contact_and_hours' as const,
          submenu: [],
        },
      ],
    };

    renderInShell(<SiteFooter />, { settings });

    const footer = await screen.findByRole('contentinfo');
    const contactLinks = within(footer).getAllByRole('link', { name: /^contact us$/i });
    expect(contactLinks).toHaveLength(1);
    expect(contactLinks[0]).toHaveAttribute('href', contactUsUrl);
  });

  it('shows no link to a hidden entry, and the footer’s other entries', async () => {
    const settings = {
      ...siteSettingsFixture(),
      extra_navigation: [
        { id: 'quiet', label: 'Quiet room', path: '/quiet', type: 'custom' as const, submenu: [], hidden: true },
        { id: 'about', label: 'About us', path: '/about', type: 'custom' as const, submenu: [] },
      ],
    };

    renderInShell(<SiteFooter />, { settings });

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(within(footer).queryByRole('link', { name: 'Quiet room' })).not.toBeInTheDocument();
  });

  it('shows contact_us_url as its own link when no footer entry leads to the contact page', async () => {
    const settings = siteSettingsFixture({ store_info: { contact_us_url: contactUsUrl } });

    renderInShell(<SiteFooter />, { settings });

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', contactUsUrl);
  });
});
