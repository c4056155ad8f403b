import { Anchor, Group } from '@mantine/core';
import { NavLink, useRoutes } from 'react-router';
import { consoleContentMessages as messages, consolePromoMessages } from '@bookfront/contract';
import consoleClasses from '../pages/console.module.css';
import { ConsoleBlocksPage } from './console-blocks-page.tsx';
import { ConsoleEventsPage } from './console-events-page.tsx';
import { ConsoleFeaturesPage } from './console-features-page.tsx';
import { ConsoleGiftCardsPage } from './console-gift-cards-page.tsx';
import { ConsolePromosPage } from './console-promos-page.tsx';
import { ConsoleRegistriesPage } from './console-registries-page.tsx';

const sections = [
  { path: 'events', label: messages.eventsHeading, element: <ConsoleEventsPage /> },
  { path: 'home', label: messages.pagesHeading, element: <ConsoleBlocksPage /> },
  { path: 'features', label: messages.featuresHeading, element: <ConsoleFeaturesPage /> },
  { path: 'giftcards', label: messages.giftCardsHeading, element: <ConsoleGiftCardsPage /> },
  { path: 'promos', label: consolePromoMessages.heading, element: <ConsolePromosPage /> },
  { path: 'registries', label: messages.registriesHeading, element: <ConsoleRegistriesPage /> },
];

/** docs/features/store-console.md#content: /console/content/{section}, each section a page of its own (owners and managers). */
export function ConsoleContentPages() {
  const page = useRoutes([
    ...sections.map((section) => ({ path: section.path, element: section.element })),
    { path: '*', element: <ConsoleEventsPage /> },
  ]);
  return (
    <>
      <Group component="nav" aria-label={messages.contentHeading} gap="md" mb="sm">
        {sections.map((section) => (
          <Anchor
            key={section.path}
            component={NavLink}
            to={`/console/content/${section.path}`}
            size="sm"
            className={consoleClasses.navLink}
          >
            {section.label}
          </Anchor>
        ))}
      </Group>
      {page}
    </>
  );
}
