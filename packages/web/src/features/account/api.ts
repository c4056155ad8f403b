import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountActionTable,
  type AccountCheckInput,
  type ActionInput,
  type DeleteAccountInput,
  type EmailPasswordTokenInput,
  type LoginInput,
  type ModifyAccountInput,
  type ResetPasswordInput,
  type Session,
} from '@bookfront/contract';
import { actionClient, apiClient } from '../../lib/api-client.ts';
import { fetchSession, sessionKeys } from '../../entities/session/session.ts';

/**
 * account/create as the browser sends it: the extra fields travel as a JSON string (docs/features/accounts.md#sign-up),
 * and either the email or the verified token.
 */
export type CreateAccountPayload = ActionInput<'account/create'> & { account_extra_fields: string };

const api = actionClient(accountActionTable);

export const checkAccount = (input: AccountCheckInput) => api.account.check(input);
export const checkVerification = (token: string) => api.account.checkVerification({ token });
export const createAccount = (input: CreateAccountPayload) => api.account.create(input);
export const logIn = (input: LoginInput) => api.account.login(input);
export const emailPasswordToken = (input: EmailPasswordTokenInput) => api.account.emailPasswordToken(input);
export const resetPassword = (input: ResetPasswordInput) => api.account.resetPassword(input);
export const modifyAccount = (input: ModifyAccountInput | Record<string, unknown>) => api.account.modify(input);
export const deleteAccount = (input: DeleteAccountInput) => api.account.delete(input);

/** The absolute address of an account view, for links the server puts in emails. */
export function accountViewUrl(basename: string, view: string) {
  return `${window.location.origin}${basename}/account/${view}`;
}

/** Puts a session an action answered in the cache, so the whole shell sees it without a refetch. */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    apiClient.setSessionId(session.session_id);
    queryClient.setQueryData(sessionKeys.all, session);
  };
}

/** account/login; the caller stores the session once it knows where to go next. */
export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}

export function useCheckAccount() {
  return useMutation({ mutationFn: checkAccount });
}

/** account/checkVerification: whether the emailed link is still good, asked once as the link opens. */
export function useVerificationCheck(token: string | null) {
  return useQuery({
    queryKey: ['account', 'verification', token ?? ''],
    queryFn: () => checkVerification(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}

export function useEmailPasswordToken() {
  return useMutation({ mutationFn: emailPasswordToken });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** account/modify; when it answers a user, the cached session's user is brought up to date. */
export function useModifyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyAccount,
    onSuccess: (result) => {
      const { user } = result;
      if (!user) return;
      queryClient.setQueryData<Session>(sessionKeys.all, (session) =>
        session?.user ? { ...session, user: { ...session.user, ...user } } : session,
      );
    },
  });
}

/** account/delete, then the fresh anonymous session the server starts; the caller stores it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => {
      const result = await deleteAccount(input);
      return { ...result, session: await fetchSession() };
    },
  });
}
