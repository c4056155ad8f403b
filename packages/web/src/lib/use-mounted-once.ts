import { useState } from 'react';

/**
 * True from the first time `opened` is true: a lazily loaded dialog is mounted on first use and
 * then kept, so its closing animation still plays.
 */
export function useMountedOnce(opened: boolean) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted || opened;
}
