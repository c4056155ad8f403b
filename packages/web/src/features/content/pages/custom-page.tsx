import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

/** A page built from custom blocks (navigation types custom, custom_lists, v3_content). */
export function CustomPage({ title }: { title: string; pageId: string }) {
  return <NotOpenYet title={title} />;
}
