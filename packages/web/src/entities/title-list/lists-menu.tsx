import { lazy, Suspense, useState } from 'react';
import { listControlMessages } from '@bookfront/contract';
import { useSession } from '../session/session.ts';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';
import { ListsMenuTrigger } from './lists-menu-trigger.tsx';

// docs/features/lists.md#lists-dropdown: the dropdown (Menu and the lists) and the login prompt load on first use,
// so the item page does not carry them.
const ListsDropdown = lazy(() => import('./lists-dropdown.tsx').then((m) => ({ default: m.ListsDropdown })));
const LoginPromptDialog = lazy(() =>
  import('../session/login-prompt-dialog.tsx').then((m) => ({ default: m.LoginPromptDialog })),
);

/**
 * docs/features/lists.md#lists-dropdown: the item page's Lists button. Its dropdown loads the customer's
 * lists on first open and adds the title to a list or takes it off; New list makes one holding the
 * title. A guest is asked to log in or sign up.
 */
export function ListsMenu({ eisbn, title }: { eisbn: string; title: string }) {
  const session = useSession();
  const [isRequested, setIsRequested] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const promptMounted = useMountedOnce(promptOpen);
  const label = listControlMessages.lists;

  if (session.logged_in && isRequested) {
    return (
      <Suspense fallback={<ListsMenuTrigger label={label} title={title} isLoading />}>
        <ListsDropdown eisbn={eisbn} title={title} label={label} />
      </Suspense>
    );
  }
  return (
    <>
      <ListsMenuTrigger
        label={label}
        title={title}
        hasPopup={session.logged_in ? 'menu' : 'dialog'}
        onClick={() => (session.logged_in ? setIsRequested(true) : setPromptOpen(true))}
      />
      {promptMounted ? (
        <Suspense fallback={null}>
          <LoginPromptDialog opened={promptOpen} onClose={() => setPromptOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
