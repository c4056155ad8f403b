import { Container, Title } from '@mantine/core';
import { pageMessages } from '@bookfront/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageBlocksSection } from '../components/page-blocks-section.tsx';
import classes from './custom-page.module.css';

/**
 * A page built from custom blocks (navigation types custom, custom_lists, v3_content;
 * docs/features/custom-pages.md#custom-pages): the navigation item's label, then its blocks.
 */
export function CustomPage({ title, pageId }: { title: string; pageId: string }) {
  return (
    <Container size="xl" className={classes.page}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <PageBlocksSection pageId={pageId} empty={<EmptyState message={pageMessages.empty} />} />
    </Container>
  );
}
