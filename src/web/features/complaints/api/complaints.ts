import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ClientComplaintInput,
  clientComplaintListSchema,
  clientComplaintViewSchema,
  type ComplaintStatus,
  complaintListSchema,
  complaintSchema,
  type StaffComplaintInput,
  type UpdateComplaint,
} from '../../../../contract/complaints/complaints';
import { apiRequest } from '../../../lib/api';
import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const STAFF_PATH = '/api/admin/complaints';
const CLIENT_PATH = '/api/client/complaints';
const clientKey = [CLIENT_QUERY_ROOT, 'complaints'] as const;
const failed = (title: string) => (error: unknown) => ({ title, description: serverMessage(error) ?? 'Please try again.' });

/** The signed-in client's complaints. */
export function useClientComplaints() {
  return useQuery({
    queryKey: clientKey,
    queryFn: async ({ signal }) => (await apiRequest('GET', CLIENT_PATH, { signal, schema: clientComplaintListSchema })).items,
  });
}

/** One of the client's complaints as they sent it (or as we recorded it), asked for when they open it. */
export function useClientComplaint(id: number) {
  return useQuery({
    queryKey: [...clientKey, id],
    queryFn: ({ signal }) => apiRequest('GET', `${CLIENT_PATH}/${id}`, { signal, schema: clientComplaintViewSchema }),
  });
}

export const useFileComplaint = () =>
  useChange({
    call: (input: ClientComplaintInput) => apiRequest('POST', CLIENT_PATH, { body: input, schema: clientComplaintViewSchema }),
    refresh: clientKey,
    done: (complaint) => ({ title: 'Complaint received', description: `Your reference is ${complaint.reference}.` }),
    failed: failed('Your complaint was not sent'),
  });

/** A page of the register, by status and whether overdue, with how many match. */
export function useComplaints(status: ComplaintStatus | 'all', overdueOnly: boolean, page: number) {
  return useQuery({
    queryKey: [STAFF_PATH, status, overdueOnly, page],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({
        ...(status === 'all' ? {} : { status }),
        ...(overdueOnly ? { overdue: 'true' } : {}),
        ...(page > 1 ? { page: String(page) } : {}),
      }).toString();
      return apiRequest('GET', params ? `${STAFF_PATH}?${params}` : STAFF_PATH, { signal, staff: true, schema: complaintListSchema });
    },
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useRecordComplaint = () =>
  useChange({
    call: (input: StaffComplaintInput) => apiRequest('POST', STAFF_PATH, { body: input, staff: true, schema: complaintSchema }),
    refresh: [STAFF_PATH],
    done: (complaint) => ({ title: 'Complaint recorded', description: `Reference ${complaint.reference}.` }),
    failed: failed('Complaint not recorded'),
  });

export const useUpdateComplaint = () =>
  useChange({
    call: ({ id, change }: { id: number; change: UpdateComplaint }) =>
      apiRequest('PATCH', `${STAFF_PATH}/${id}`, { body: change, staff: true, schema: complaintSchema }),
    refresh: [STAFF_PATH],
    done: () => ({ title: 'Complaint updated' }),
    failed: failed('Complaint not updated'),
  });

export const COMPLAINTS_EXPORT_PATH = `${STAFF_PATH}/export`;
