// The analyzer's audit trail (GET /api/analyses, GET /api/analyses/{id}; DESIGN §6): the recent analyses
// and one stored result (also by a device analysis's client id), as TanStack queries. Detections (mode 'detect') are in the CSV but not listed here:
// they have no result to open (ADR 224).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisRecord, AnalysisSummary } from '../../../../core/analyzer/history';
import { ANALYSIS_MODES, type AnalysisMode } from '../../../../core/analyzer/results';
import { apiGet } from '../../lib/api-client';
import type { AnalysisResult, ModeResult } from './run-analysis';

export const HISTORY_LIMIT = 10;
export const CSV_EXPORT_URL = '/api/analyses/export.csv';

export const analysisKeys = {
  all: ['ad-analyses'] as const,
  list: (limit: number) => [...analysisKeys.all, 'list', limit] as const,
  record: (id: number) => [...analysisKeys.all, 'record', id] as const,
  deviceRecord: (clientId: string) => [...analysisKeys.all, 'device-record', clientId] as const,
};

export type { AnalysisRecord, AnalysisSummary };

/** An analysis, not a detection (mode 'detect'): it has a result to open. */
export const isAnalysisMode = (mode: string): mode is AnalysisMode => (ANALYSIS_MODES as readonly string[]).includes(mode);

export const analysisHistoryQueryOptions = (limit = HISTORY_LIMIT) =>
  queryOptions({
    queryKey: analysisKeys.list(limit),
    // Detections take rows too: ask for more, keep the analyses.
    queryFn: async ({ signal }) => (await apiGet<AnalysisSummary[]>(`/api/analyses?limit=${limit * 3}`, signal)).filter((r) => isAnalysisMode(r.mode)).slice(0, limit),
    retry: false,
    // The audit trail grows from other tabs and from this device's outbox: read again each time the screen
    // opens online (the copy kept from the last visit shows meanwhile, and offline).
    staleTime: 0,
    refetchOnMount: true,
  });

export const useAnalysisHistory = (enabled: boolean) => useQuery({ ...analysisHistoryQueryOptions(), enabled });

export const analysisRecordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: analysisKeys.record(id),
    queryFn: ({ signal }) => apiGet<AnalysisRecord>(`/api/analyses/${id}`, signal),
    staleTime: Infinity, // a stored analysis never changes
    retry: false,
  });

/** The record a device analysis became once sent, by its client id (GET /api/analyses/device/{clientId}). */
export const deviceAnalysisRecordQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: analysisKeys.deviceRecord(clientId),
    queryFn: ({ signal }) => apiGet<AnalysisRecord>(`/api/analyses/device/${encodeURIComponent(clientId)}`, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The stored result in the view of its mode, with its id (the stored copy was written before the id existed). */
export function resultOfRecord(record: AnalysisRecord): ModeResult {
  if (!isAnalysisMode(record.mode)) throw new Error(`Analysis ${record.id} is a category detection, not an analysis.`);
  const stored = record.result as AnalysisResult;
  const analysis = { ...stored.analysis, id: record.id, imageRemoved: record.imageRemoved };
  return { mode: record.mode, result: { ...stored, analysis } } as ModeResult;
}
