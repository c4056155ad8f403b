import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountCheckResultSchema,
  accountMessageResultSchema,
  createAccountResultSchema,
  loginResultSchema,
  modifyAccountResultSchema,
  resetPasswordResultSchema,
  type AccountCheckInput,
  type DeleteAccountInput,
  type EmailPasswordTokenInput,
  type LoginInput,
  type ModifyAccountInput,
  type ResetPasswordInput,
  type Session,
} from '@bookfront/contract';
import { apiClient } from '../../lib/api-client.ts';
import { fetchSession, sessionKeys } from '../../entities/session/session.ts';

/**
 * account/create as the browser sends it: the extra fields travel as a JSON string (spec 2 §7),
 * and either the email or the verified token.
 */
export type CreateAccountPayload = Record<string, unknown> & {
  password: string;
  account_extra_fields: string;
  email_address?: string;
  token?: string;
};

export const checkAccount = (input: AccountCheckInput) =>
  apiClient.call('account/check', input, accountCheckResultSchema);
export const createAccount = (input: CreateAccountPayload) =>
  apiClient.call('account/create', input, createAccountResultSchema);
export const logIn = (input: LoginInput) => apiClient.call('account/login', input, loginResultSchema);
export const emailPasswordToken = (input: EmailPasswordTokenInput) =>
  apiClient.call('account/emailPasswordToken', input, accountMessageResultSchema);
export const resetPassword = (input: ResetPasswordInput) =>
  apiClient.call('account/resetPassword', input, resetPasswordResultSchema);
export const modifyAccount = (input: ModifyAccountInput | Record<string, unknown>) =>
  apiClient.call('account/modify', input, modifyAccountResultSchema);
export const deleteAccount = (input: DeleteAccountInput) =>
  apiClient.call('account/delete', input, accountMessageResultSchema);

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
