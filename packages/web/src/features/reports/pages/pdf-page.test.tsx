import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportMessages, type ReportProgress } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { progressText, ReportView } from './pdf-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reportId = 'cmVwb3J0LWlkLW9mLXRoaXJ0eS10d28';
const waiting: ReportProgress = { progress: 0, eta_seconds: null, completed: false, status: 'waiting' };
const running: ReportProgress = { progress: 40, eta_seconds: 3, completed: false, status: 'running' };
const converting: ReportProgress = { progress: 99, eta_seconds: 0, completed: false, status: 'running' };
const done: ReportProgress = { progress: 100, eta_seconds: 0, completed: true, status: 'done' };
const failed: ReportProgress = { progress: 12, eta_seconds: null, completed: false, status: 'failed' };

/** Answers report/progress with each of `answers` in turn, then the last one again. */
function renderReport(answers: { status?: number; json: unknown }[]) {
  let call = 0;
  const api = mockApi({
    'session/get': () => ({ json: loggedInSessionFixture() }),
    'report/progress': () => answers[Math.min(call++, answers.length - 1)] ?? { json: waiting },
  });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(<ReportView reportId={reportId} />, { session: loggedInSessionFixture() });
  return { progressCalls: () => api.calls.filter((entry) => entry.action === 'report/progress') };
}

describe('progressText', () => {
  it('says Waiting, the seconds remaining, Converting at 99% and ready when complete', () => {
    expect([waiting, running, { ...running, eta_seconds: 1 }, converting, done].map(progressText)).toEqual([
      'Waiting',
      '3 seconds remaining',
      '1 second remaining',
      'Converting',
      reportMessages.ready,
    ]);
  });
});

describe('ReportView', () => {
  it('polls until complete, keeping Download disabled, then links Download to the file', async () => {
    const { progressCalls } = renderReport([
      { json: waiting },
      { json: running },
      { json: converting },
      { json: done },
    ]);

    expect(screen.getByRole('button', { name: reportMessages.download })).toBeDisabled();
    expect(await screen.findByText(reportMessages.ready, {}, { timeout: 3000 })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: reportMessages.download })).toHaveAttribute(
      'href',
      `/api/report/get?progress_report_id=${reportId}`,
    );
    expect(progressCalls()).toHaveLength(4);
    expect(progressCalls()[0]?.body).toMatchObject({ progress_report_id: reportId });
  });

  it('shows the seconds remaining and Converting on the way', async () => {
    renderReport([{ json: running }, { json: converting }]);

    expect(await screen.findByText('3 seconds remaining')).toBeInTheDocument();
    expect(await screen.findByText(reportMessages.converting)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: reportMessages.progressLabel })).toBeInTheDocument();
  });

  it('says a failed report failed and stops polling', async () => {
    const { progressCalls } = renderReport([{ json: failed }]);

    expect(await screen.findByText(reportMessages.failed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: reportMessages.backToLists })).toHaveAttribute('href', '/account/lists');
    await waitFor(() => expect(progressCalls()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: reportMessages.download })).not.toBeInTheDocument();
  });

  it('shows the server’s message for a report that is not the customer’s', async () => {
    renderReport([{ status: 404, json: { code: 'REPORT_NOT_FOUND', error: reportMessages.notFound } }]);

    expect(await screen.findByRole('alert')).toHaveTextContent(reportMessages.notFound);
  });

  it('asks a guest to log in and to come back to the report afterwards', async () => {
    renderReport([{ status: 401, json: { code: 'LOGIN_REQUIRED', error: reportMessages.loginRequired } }]);

    expect(await screen.findByRole('alert')).toHaveTextContent(reportMessages.loginRequired);
    expect(screen.getByRole('link', { name: reportMessages.logIn })).toHaveAttribute('href', '/account/login');
  });
});
