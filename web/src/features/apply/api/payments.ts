import type { PaymentView } from '@contract/apply/applications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKey } from '@web/lib/queries/account';
import { applicationKey } from './application';

const paymentKey = (id: string) => ['apply', 'payment', id] as const;

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKey(id),
    queryFn: () => api.get<PaymentView>(`/api/payments/${encodeURIComponent(id)}`),
  });

export const usePayment = (id: string) => useQuery(paymentQueryOptions(id));

export function useTestPaymentOutcome(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      api.post<PaymentView>(`/api/payments/test/${encodeURIComponent(id)}`, { outcome }),
    onSuccess: (view) => {
      queryClient.setQueryData(paymentKey(id), view);
      queryClient.invalidateQueries({ queryKey: applicationKey(view.ref) });
      queryClient.invalidateQueries({ queryKey: accountKey });
    },
  });
}

export interface RazorpayResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export const verifyRazorpay = (paymentId: string, result: RazorpayResult) =>
  api.post<PaymentView>('/api/payments/razorpay/verify', { paymentId, ...result });
