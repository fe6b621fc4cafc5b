import type { GrievanceReceipt, GrievanceRequest } from '@contract/grievances';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { ErrorTexts } from '@web/lib/error-message';

export const fileGrievance = (values: GrievanceRequest) =>
  api.post<GrievanceReceipt>('/api/grievances', { ...values, applicationRef: values.applicationRef ?? '' });

export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}

/** As the contact form's (docs/product/site.md#error-texts). */
export const GRIEVANCE_ERRORS: ErrorTexts = {
  fallback: '❌ Something went wrong.',
  offline: '❌ Could not connect to server. Please try again later.',
};
