import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recordsFigureInputSchema } from '../../../../contract/content/content';
import { contentEndpoints } from '../../../../contract/content/endpoints';
import { callApi } from '../../../lib/call-api';

export type RecordsFigureInput = z.input<typeof recordsFigureInputSchema>;

/** A figure from our records as the page would show it now (or why it would not), counted by the server; null asks nothing. */
export function useFigurePreview(figure: RecordsFigureInput | null) {
  return useQuery({
    queryKey: [contentEndpoints.previewFigure.path, figure],
    queryFn: async ({ signal }) => (await callApi(contentEndpoints.previewFigure, { body: figure as RecordsFigureInput, signal })).body,
    enabled: figure !== null,
    retry: false,
    staleTime: 30_000,
  });
}
