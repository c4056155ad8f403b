import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { favouritesWord, homePageId, landingPageId, type NavigationItem } from '@bookfront/contract';
import { usePageBlocks } from '../../features/home/api.ts';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { PageBlocks } from '../../features/home/components/page-blocks.tsx';
import { PageBlocksSection } from '../../features/home/components/page-blocks-section.tsx';
import { QuickLinks, type QuickLink } from '../../features/home/components/quick-links.tsx';
import { LocationsToday } from '../../features/store/components/locations-today.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../entities/session/session.ts';
import { chosenLocationName } from '../../entities/location/location-names.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { navigationTarget } from '../shell/navigation.ts';
import { shownNavigation } from '../shell/nav-entries.ts';
import classes from './home-page.module.css';

const descriptions: Record<string, string> = {
  browse: 'Explore the shelves by subject',
  events: 'Readings, signings and book clubs',
  features: 'Staff picks and curated lists',
  gift_cards: 'The gift that always fits',
  contact_and_hours: 'Find us, call us, visit us',
  link: 'Opens another site',
};

/**
 * Custom entries lead to pages of the store's own: the pages the storefront knows by their path
 * say what is there; any other has no subtitle rather than one that may not fit it.
 */
const pageDescriptions: Record<string, string> = {
  'gift-registry': 'Wish lists for weddings, birthdays and more',
  about: 'Our story and the people behind the counter',
  'privacy-policy': 'How we look after your information',
  features: 'Staff picks and curated lists',
  events: 'Readings, signings and book clubs',
  'gift-cards': 'The gift that always fits',
  'contact-hours': 'Find us, call us, visit us',
};

/** docs/features/shell-and-navigation.md#home-page: the line under a tile's name, from where it leads. */
function descriptionOf(item: NavigationItem, to: string | undefined): string {
  if (item.submenu.length > 0)
    return item.submenu
      .slice(0, 3)
      .map((sub) => sub.label)
      .join(', ');
  if (item.type !== 'custom') return descriptions[item.type] ?? '';
  const page = to?.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(pageDescriptions, page) ? (pageDescriptions[page] ?? '') : '';
}

/**
 * The home page: a welcome with search, the store's own blocks (docs/features/custom-pages.md#home-page),
 * the main sections and today's hours at each location.
 */
export function HomePage() {
  const settings = useSiteSettings();
  const blocks = usePageBlocks(homePageId);
  const hasBlocks = (blocks.data?.length ?? 0) > 0;
  const session = useSession();
  const navigate = useNavigate();
  const links: QuickLink[] = shownNavigation(settings.site_navigation, settings)
    .filter((item) => item.type !== 'home' && item.type !== 'lists')
    .flatMap((item) => {
      const target = navigationTarget(item);
      if (target.kind === 'heading') return [];
      const description = descriptionOf(item, target.kind === 'internal' ? target.to : undefined);
      return [
        target.kind === 'internal'
          ? { id: item.id, label: item.label, type: item.type, description, to: target.to }
          : { id: item.id, label: item.label, type: item.type, description, href: target.href },
      ];
    });

  return (
    <>
      <HomeHero
        storeName={settings.store_info.name}
        locationName={chosenLocationName(settings, session)}
        favouritesWord={favouritesWord(settings.store_info.is_american)}
        onSearch={(term) => void navigate(paths.search(term))}
      />
      {!blocks.isSuccess || hasBlocks ? (
        <Container size="xl" className={classes.section}>
          <PageBlocksSection pageId={homePageId} />
        </Container>
      ) : null}
      {links.length > 0 ? (
        <Container size="xl" className={classes.section} component="section" aria-labelledby="home-sections">
          <Title order={2} id="home-sections" className={classes.heading}>
            Explore the store
          </Title>
          <QuickLinks links={links} />
        </Container>
      ) : null}
      <Container size="xl" className={classes.section} component="section" aria-labelledby="home-visit">
        <Title order={2} id="home-visit" className={classes.heading}>
          {settings.store_info.multistore_info.length > 1 ? 'Visit our stores' : 'Visit the store'}
        </Title>
        <LocationsToday />
      </Container>
    </>
  );
}

/**
 * `/` (docs/features/custom-pages.md#landing-page): the store's landing page when its page `landing`
 * has blocks, else the home page (which is also at `/home`). The server embeds the answer in the page.
 */
export function RootPage() {
  const settings = useSiteSettings();
  const landing = usePageBlocks(landingPageId);
  if (landing.isPending) return <div className={classes.pending} role="status" aria-busy="true" aria-label="Loading" />;
  if (!landing.isSuccess || landing.data.length === 0) return <HomePage />;
  return (
    <Container size="xl" className={classes.landing}>
      <Title order={1} className={classes.landingTitle}>
        {settings.store_info.name}
      </Title>
      <PageBlocks blocks={landing.data} />
    </Container>
  );
}
