import { Anchor, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { allNavigationItems, navigationTarget } from '../shell/navigation.ts';

const shellRoutes: { group: string; links: { label: string; to: string }[] }[] = [
  {
    group: 'Shop',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Browse', to: '/browse' },
      { label: 'Search "garden"', to: '/browse/filter/t/garden/k/keyword' },
      { label: 'Item', to: '/item/9780143127741' },
      { label: 'Featured lists', to: '/features' },
      { label: 'Title list', to: '/lists/demo' },
      { label: 'Events', to: '/events' },
      { label: 'Gift cards', to: '/gift-cards' },
      { label: 'Gift registry', to: '/gift-registry' },
    ],
  },
  {
    group: 'Checkout',
    links: [
      { label: 'Cart', to: '/checkout/cart' },
      { label: 'New checkout (stub)', to: '/checkout2' },
    ],
  },
  {
    group: 'Account',
    links: [
      { label: 'Log in', to: '/account/login' },
      { label: 'Sign up', to: '/account/signup' },
      { label: 'Orders', to: '/account/orders' },
      { label: 'Forgot password', to: '/forgot-password' },
    ],
  },
  {
    group: 'Store',
    links: [
      { label: 'Contact & hours', to: '/contact-hours' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Report download', to: '/pdf/example' },
      { label: 'A missing page (404)', to: '/no-such-page' },
    ],
  },
];

/** docs/features/shell-and-navigation.md#routes '/test': a menu of the shell's routes, for checking a store by hand. */
export function TestMenuPage() {
  const settings = useSiteSettings();
  const navigation = allNavigationItems([settings.site_navigation, settings.extra_navigation]);
  const groups = [
    ...shellRoutes,
    {
      group: 'Navigation and shortcuts',
      links: [
        ...navigation.flatMap((item) => {
          const target = navigationTarget(item);
          return target.kind === 'internal' ? [{ label: `${item.label} (${item.type})`, to: target.to }] : [];
        }),
        ...settings.url_shortcuts.map((shortcut) => ({
          label: `/${shortcut.key} → ${shortcut.path}`,
          to: `/${shortcut.key}`,
        })),
      ],
    },
  ];
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="xs">
        Test menu
      </Title>
      <Text c="dimmed" mb="xl">
        Every route of the storefront shell, for checking this store by hand.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
        {groups.map((group) => (
          <section key={group.group} aria-labelledby={`test-${group.group}`}>
            <Title order={2} size="h4" mb="sm" id={`test-${group.group}`}>
              {group.group}
            </Title>
            <ul style={{ margin: 0, paddingLeft: '1.1rem', lineHeight: 1.9 }}>
              {group.links.map((link) => (
                <li key={`${link.label}-${link.to}`}>
                  <Anchor component={Link} to={link.to}>
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </SimpleGrid>
    </Container>
  );
}
