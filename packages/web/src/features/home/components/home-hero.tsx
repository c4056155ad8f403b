import { Container } from '@mantine/core';
import { IconBooks, IconMapPin } from '@tabler/icons-react';
import { SearchField } from '../../../components/ui/search-field.tsx';
import classes from './home-hero.module.css';

/** The home page welcome: who the store is and a large search box. */
export function HomeHero({
  storeName,
  locationName,
  favouritesWord,
  onSearch,
}: {
  storeName: string;
  /** 'favorites' or 'favourites', as the store spells it. */
  favouritesWord: string;
  locationName: string | null;
  onSearch: (term: string) => void;
}) {
  return (
    <section className={classes.hero} aria-labelledby="home-heading">
      <Container size="xl" pos="relative">
        <IconBooks className={classes.decor} size={360} stroke={0.9} aria-hidden />
        <div className={classes.inner}>
          <span className={classes.eyebrow}>
            <IconMapPin size={15} stroke={2} aria-hidden />
            {locationName ? `Shopping at ${locationName}` : 'Your independent bookstore'}
          </span>
          <h1 id="home-heading" className={classes.title}>
            Welcome to {storeName}
          </h1>
          <p className={classes.lead}>
            Hand-picked reads, staff {favouritesWord} and every book you are looking for. Search the shelves, order
            online, and pick up in store.
          </p>
          <SearchField
            size="xl"
            className={classes.search}
            label="Search for books"
            placeholder="Search titles, authors or ISBNs"
            onSearch={onSearch}
          />
        </div>
      </Container>
    </section>
  );
}
