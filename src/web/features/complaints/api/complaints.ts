import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientComplaintInput, ComplaintStatus, StaffComplaintInput, UpdateComplaint } from '../../../../contract/complaints/complaints';
import { complaintEndpoints as endpoints } from '../../../../contract/complaints/endpoints';
import { callApi } from '../../../lib/call-api';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const staffKey = [endpoints.list.path] as const;
const clientKey = [CLIENT_QUERY_ROOT, 'complaints'] as const;
const failed = (title: string) => (error: unknown) => ({ title, description: serverMessage(error) ?? 'Please try again.' });

/** The signed-in client's complaints. */
export function useClientComplaints() {
  return useQuery({
    queryKey: clientKey,
    queryFn: async ({ signal }) => (await callApi(endpoints.listForClient, { signal })).body.items,
  });
}

/** One of the client's complaints as they sent it (or as we recorded it), asked for when they open it. */
export function useClientComplaint(id: number) {
  return useQuery({
    queryKey: [...clientKey, id],
    queryFn: async ({ signal }) => (await callApi(endpoints.oneForClient, { params: { id }, signal })).body,
  });
}

export const useFileComplaint = () =>
  useChange({
    call: async (input: ClientComplaintInput) => (await callApi(endpoints.fileByClient, { body: input })).body,
    refresh: clientKey,
    done: (complaint) => ({ title: 'Complaint received', description: `Your reference is ${complaint.reference}.` }),
    failed: failed('Your complaint was not sent'),
  });

/** A page of the register, by status and whether overdue, with how many match. */
export function useComplaints(status: ComplaintStatus | 'all', overdueOnly: boolean, page: number) {
  return useQuery({
    queryKey: [...staffKey, status, overdueOnly, page],
    queryFn: async ({ signal }) => {
      const query = {
        status: status === 'all' ? undefined : status,
        overdue: overdueOnly ? 'true' : undefined,
        page: page > 1 ? page : undefined,
      } as const;
      return (await callApi(endpoints.list, { query, signal })).body;
    },
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useRecordComplaint = () =>
  useChange({
    call: async (input: StaffComplaintInput) => (await callApi(endpoints.record, { body: input })).body,
    refresh: staffKey,
    done: (complaint) => ({ title: 'Complaint recorded', description: `Reference ${complaint.reference}.` }),
    failed: failed('Complaint not recorded'),
  });

export const useUpdateComplaint = () =>
  useChange({
    call: async ({ id, change }: { id: number; change: UpdateComplaint }) =>
      (await callApi(endpoints.update, { params: { id }, body: change })).body,
    refresh: staffKey,
    done: () => ({ title: 'Complaint updated' }),
    failed: failed('Complaint not updated'),
  });
