import { z } from 'zod';
import { listMessages } from '../lists/messages.ts';
import { reportMessages } from './messages.ts';

/* A list's PDF and its progress (docs/features/lists.md#pdf). */

/** The layouts a list's PDF comes in. */
export const listPdfLayouts = ['catalogue', 'checklist'] as const;
export type ListPdfLayout = (typeof listPdfLayouts)[number];

/** titlelist/getPdfOptions: the layouts offered, the first the default. */
export const listPdfOptionsSchema = z.object({
  layouts: z.array(z.object({ id: z.enum(listPdfLayouts), label: z.string() })),
});
export type ListPdfOptions = z.infer<typeof listPdfOptionsSchema>;

/** What titlelist/getPdfOptions and feature/getPdfOptions answer: every layout, by its label. */
export const listPdfOptions: ListPdfOptions = {
  layouts: listPdfLayouts.map((id) => ({ id, label: reportMessages.layouts[id] })),
};

/** titlelist/getPdf {list_id, layout}. */
export const listPdfInputSchema = z.object({
  list_id: z
    .string({ error: listMessages.notFound })
    .trim()
    .min(1, listMessages.notFound)
    .max(64, listMessages.notFound),
  layout: z.enum(listPdfLayouts, { error: reportMessages.layoutUnknown }).default('catalogue'),
});
export type ListPdfInput = z.input<typeof listPdfInputSchema>;

/** titlelist/getPdf's answer: the report whose progress /pdf/{progress_report_id} shows. */
export const listPdfResultSchema = z.object({ progress_report_id: z.string() });
export type ListPdfResult = z.infer<typeof listPdfResultSchema>;

/** A report's id: base64url, as the server makes them; anything else finds no report. */
export const reportIdInputSchema = z.object({
  progress_report_id: z
    .string({ error: reportMessages.notFound })
    .trim()
    .min(16, reportMessages.notFound)
    .max(64, reportMessages.notFound)
    .regex(/^[\w-]+$/, reportMessages.notFound),
});
export type ReportIdInput = z.input<typeof reportIdInputSchema>;

export const reportStatuses = ['waiting', 'running', 'done', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * report/progress: "Report progress: progress, eta_seconds, completed" (spec), and ours: the status, so a
 * failed report says so instead of waiting for ever.
 */
export const reportProgressSchema = z.object({
  /** 0–100; 99 while the PDF is put together (Converting). */
  progress: z.number().int().min(0).max(100),
  /** Seconds left by the work done so far; null before there is anything to go by. */
  eta_seconds: z.number().int().nonnegative().nullable(),
  completed: z.boolean(),
  status: z.enum(reportStatuses),
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;
