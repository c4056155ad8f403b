import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconListDetails } from '@tabler/icons-react';

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'title'> & {
  label: string;
  /** The title's name, so the button's accessible name says which title it is for. */
  title: string;
  hasPopup?: 'menu' | 'dialog';
  isLoading?: boolean;
};

/** The Lists button, before and after its dropdown has loaded (docs/features/lists.md#lists-dropdown). */
export const ListsMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function ListsMenuTrigger(
  { label, title, hasPopup, isLoading = false, ...buttonProps },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      size="sm"
      leftSection={<IconListDetails size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-haspopup={hasPopup}
      loading={isLoading}
      aria-label={`${label}: ${title}`}
      data-testid="lists-menu-button"
      {...buttonProps}
    >
      {label}
    </Button>
  );
});
