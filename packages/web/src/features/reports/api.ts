import { useQuery } from '@tanstack/react-query';
import { reportProgressAction, tableOf } from '@bookfront/contract';
import { actionClient, downloadUrl } from '../../lib/api-client.ts';

const api = actionClient(tableOf(reportProgressAction));

/** docs/features/lists.md#pdf "Progress polling": every 100 ms until the report is complete or failed. */
export const progressPollMs = 100;

/** report/progress, polled until the report is complete or failed; a refusal (404, 401) stops it too. */
export function useReportProgress(reportId: string) {
  return useQuery({
    queryKey: ['reports', reportId, 'progress'] as const,
    queryFn: () => api.report.progress({ progress_report_id: reportId }),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error' || data?.completed || data?.status === 'failed') return false;
      return progressPollMs;
    },
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
}

/** report/get: the finished file, a GET download so the browser sends the session cookie. */
export const reportFileUrl = (reportId: string) => downloadUrl('report/get', { progress_report_id: reportId });
