import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  availableChildrenResultSchema,
  availableCorpsResultSchema,
  linkMessageResultSchema,
  parentLinksResultSchema,
  setCorpResultSchema,
  transferResultSchema,
  type LinkIdInput,
  type LinkToRequestInput,
  type LinkToVerifyInput,
  type Session,
  type SetCorpInput,
} from '@bookfront/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../entities/session/session.ts';

export const linkKeys = {
  all: ['links'] as const,
  corps: () => [...linkKeys.all, 'corps'] as const,
  children: () => [...linkKeys.all, 'children'] as const,
  invitation: (token: string) => [...linkKeys.all, 'invitation', token] as const,
};

export const getAvailableCorps = () => apiClient.call('account/getAvailableCorps', {}, availableCorpsResultSchema);
export const getInvitingCorp = (token: string) =>
  apiClient.call('account/getAvailableCorps', { token }, availableCorpsResultSchema);
export const getAvailableChildren = () =>
  apiClient.call('account/getAvailableChildren', {}, availableChildrenResultSchema);
export const linkToRequest = (input: LinkToRequestInput) =>
  apiClient.call('account/linkToRequest', input, linkMessageResultSchema);
export const linkToVerify = (input: LinkToVerifyInput) =>
  apiClient.call('account/linkToVerify', input, linkMessageResultSchema);
export const removeChildLink = (input: LinkIdInput) =>
  apiClient.call('account/removeChildLink', input, availableChildrenResultSchema);
export const removeParentLink = (input: LinkIdInput) =>
  apiClient.call('account/removeParentLink', input, parentLinksResultSchema);
export const setCorp = (input: SetCorpInput) => apiClient.call('account/setCorp', input, setCorpResultSchema);
export const transfer = () => apiClient.call('v1/transfer', {}, transferResultSchema);

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
