import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountActionTable,
  type LinkIdInput,
  type LinkToRequestInput,
  type LinkToVerifyInput,
  type Session,
  type SetCorpInput,
} from '@bookfront/contract';
import { actionClient, apiClient } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../entities/session/session.ts';
import { showLinkError } from './link-toasts.ts';

export const linkKeys = {
  all: ['links'] as const,
  corps: () => [...linkKeys.all, 'corps'] as const,
  children: () => [...linkKeys.all, 'children'] as const,
  invitation: (token: string) => [...linkKeys.all, 'invitation', token] as const,
};

const api = actionClient(accountActionTable);

export const getAvailableCorps = () => api.account.getAvailableCorps();
export const getInvitingCorp = (token: string) => api.account.getAvailableCorps({ token });
export const getAvailableChildren = () => api.account.getAvailableChildren();
export const linkToRequest = (input: LinkToRequestInput) => api.account.linkToRequest(input);
export const linkToVerify = (input: LinkToVerifyInput) => api.account.linkToVerify(input);
export const removeChildLink = (input: LinkIdInput) => api.account.removeChildLink(input);
export const removeParentLink = (input: LinkIdInput) => api.account.removeParentLink(input);
export const setCorp = (input: SetCorpInput) => api.account.setCorp(input);
export const transfer = () => api.v1.transfer();
export const changeCorpAndTransfer = (input: SetCorpInput) => api.v1.changeCorpAndTransfer(input);

/** The corps the logged-in user may buy as: their own first, then linked institutions. */
export function useAvailableCorps({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: linkKeys.corps(), queryFn: getAvailableCorps, enabled });
}

/** The institution an emailed invitation is from; the token stays usable until accepted. */
export function useInvitingCorp(token: string | null) {
  return useQuery({
    queryKey: linkKeys.invitation(token ?? ''),
    queryFn: () => getInvitingCorp(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
}

export function useAvailableChildren({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: linkKeys.children(), queryFn: getAvailableChildren, enabled, retry: false });
}

export function useRequestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkToRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKeys.children() }),
  });
}

export function useRemoveChildLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChildLink,
    onSuccess: (result) => queryClient.setQueryData(linkKeys.children(), result),
  });
}

/** Linking changes which corps the user may buy as, so the session's count is read again too. */
function useRefreshCorps() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: linkKeys.corps() }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    ]);
}

export function useVerifyLink() {
  const refreshCorps = useRefreshCorps();
  return useMutation({ mutationFn: linkToVerify, onSuccess: refreshCorps });
}

export function useRemoveParentLink() {
  const refreshCorps = useRefreshCorps();
  return useMutation({ mutationFn: removeParentLink, onSuccess: refreshCorps });
}

/** account/setCorp: the answered session goes straight into the cache, so the whole shell follows. */
export function useSetCorp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCorp,
    // The menu or drawer that asked has closed by the time the answer comes: the mutation itself
    // reports a failure, since a caller's own callbacks do not run once it is gone.
    onError: showLinkError,
    onSuccess: (session: Session) => {
      apiClient.setSessionId(session.session_id);
      queryClient.setQueryData(sessionKeys.all, session);
      // What the previous account could see (lists, children) belongs to it alone.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    },
  });
}

/** v1/transfer: the store's previous site, where the browser goes next. */
export function useTransfer() {
  return useMutation({ mutationFn: transfer });
}

/**
 * v1/changeCorpAndTransfer: buys as a corp the previous site serves, and goes there next. The move is
 * the mutation's own, so it happens after the menu or drawer that asked has closed.
 */
export function useChangeCorpAndTransfer() {
  return useMutation({
    mutationFn: changeCorpAndTransfer,
    onSuccess: (result) => window.location.assign(result.url),
    onError: showLinkError,
  });
}
