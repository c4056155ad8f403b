import { Container, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { favouritesWord } from '@bookfront/contract';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
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

/** The home page: a welcome with search, the main sections and today's hours at each location. */
export function HomePage() {
  const settings = useSiteSettings();
  const session = useSession();
  const navigate = useNavigate();
  const links: QuickLink[] = shownNavigation(settings.site_navigation, settings)
    .filter((item) => item.type !== 'home' && item.type !== 'lists')
    .flatMap((item) => {
      const target = navigationTarget(item);
      if (target.kind === 'heading') return [];
      const description =
        item.submenu.length > 0
          ? item.submenu
              .slice(0, 3)
              .map((sub) => sub.label)
              .join(', ')
          : (descriptions[item.type] ?? 'See what is new');
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
