import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { logOut } from '../../features/session/api.ts';
import { setPathAfterSessionChange } from '../../entities/session/after-session-change.ts';
import { paths } from '../../lib/paths.ts';
import { sessionKeys } from '../../entities/session/session.ts';

/** Logs out, puts the new anonymous session in the cache and goes to `destination` (the home page). */
export function useLogOut(destination: string = paths.home()) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    const session = await logOut();
    if (location.pathname.startsWith('/account/')) {
      // The account page itself moves on when the session changes; without this it would go to login.
      setPathAfterSessionChange(destination, { loggedIn: false });
      queryClient.setQueryData(sessionKeys.all, session);
      return;
    }
    queryClient.setQueryData(sessionKeys.all, session);
    await navigate(destination);
  };
}
