import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logOut } from '../../features/session/api.ts';
import { paths } from '../../lib/paths.ts';
import { sessionKeys } from '../../lib/session.ts';

/** Logs out, puts the new anonymous session in the cache and goes to the home page. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const session = await logOut();
    await navigate(paths.home());
    queryClient.setQueryData(sessionKeys.all, session);
  };
}
