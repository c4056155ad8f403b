import { useQuery } from '@tanstack/react-query';
import { storePageErrorCodes, tableOf, webstoreGetPrivacyPolicyPageAction } from '@bookfront/contract';
import { ActionError, actionClient } from '../../lib/api-client.ts';

const api = actionClient(tableOf(webstoreGetPrivacyPolicyPageAction));

export const getPrivacyPolicyPage = () => api.webstore.getPrivacyPolicyPage();

export const contentKeys = {
  privacyPolicy: (storeId: string) => ['content', 'privacy-policy', storeId] as const,
};

/** The store has no privacy policy (docs/features/store-settings.md#privacy-policy). */
export const isNoPrivacyPolicy = (error: unknown) =>
  error instanceof ActionError && error.code === storePageErrorCodes.privacyPolicyNotFound;

export function usePrivacyPolicyPage(storeId: string) {
  return useQuery({
    queryKey: contentKeys.privacyPolicy(storeId),
    queryFn: getPrivacyPolicyPage,
    staleTime: 10 * 60_000,
    // A store without a policy answers the same the second time.
    retry: (failures, error) => !isNoPrivacyPolicy(error) && failures < 1,
  });
}
