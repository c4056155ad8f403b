import { lazy, Suspense } from 'react';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';

const LoginPromptDialog = lazy(() =>
  import('./login-prompt-dialog.tsx').then((m) => ({ default: m.LoginPromptDialog })),
);

/**
 * The "Log in or sign up" prompt for a guest using a login-only feature, its code fetched the first
 * time it opens (the header and every page of titles carry one, few guests open it).
 */
export function LoginPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mounted = useMountedOnce(opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
