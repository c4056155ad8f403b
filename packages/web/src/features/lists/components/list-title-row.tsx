import { listMessages, type TitleSummary } from '@bookfront/contract';
import { RemoveButton } from '../../../components/ui/remove-button.tsx';
import { TitleRow } from '../../../entities/title/title-row.tsx';

/** One title of a list: the title's row, with Remove on the owner's own lists. */
export function ListTitleRow({
  title,
  priority,
  isRemoving,
  onRemove,
}: {
  title: TitleSummary;
  /** Among the first covers on the page: loaded at once rather than lazily. */
  priority: boolean;
  isRemoving: boolean;
  /** Without it the row has no Remove (a store list's page, a shared list's page). */
  onRemove?: (() => void) | undefined;
}) {
  return (
    <TitleRow title={title} headingLevel={2} priority={priority}>
      {onRemove ? (
        <RemoveButton label={listMessages.removeTitle(title.title)} loading={isRemoving} onClick={onRemove}>
          {listMessages.remove}
        </RemoveButton>
      ) : null}
    </TitleRow>
  );
}
