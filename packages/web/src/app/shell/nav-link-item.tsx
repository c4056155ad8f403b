import { Menu } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavigationSubitem } from '@bookfront/contract';
import { navigationTarget } from './navigation.ts';

/** One menu entry inside a dropdown: a router link, an external anchor, or a heading. */
export function NavMenuEntry({ item, headingClassName }: { item: NavigationSubitem; headingClassName?: string }) {
  const target = navigationTarget(item);
  if (target.kind === 'heading') return <Menu.Label className={headingClassName}>{item.label}</Menu.Label>;
  if (target.kind === 'external') {
    return (
      <Menu.Item
        component="a"
        href={target.href}
        rel="noopener"
        rightSection={<IconExternalLink size={14} aria-label="(external site)" />}
      >
        {item.label}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={target.to}>
      {item.label}
    </Menu.Item>
  );
}
