import type { MarkRefundPaidResult, Reconciliation } from '@trippy/contracts';
import { operatorHttp } from './operator-http';

/** One day of money (India's calendar; today when no date is given): payments, webhooks, refunds, totals. */
export function fetchReconciliation(date?: string): Promise<Reconciliation> {
  return operatorHttp.get<Reconciliation>(
    '/api/operator/payments/reconciliation',
    date ? { date } : undefined,
  );
}

/** A refund to pay by hand was paid; `reference` says how (UTR, cheque or receipt no.). */
export function markRefundPaid(id: string, reference: string): Promise<MarkRefundPaidResult> {
  return operatorHttp.post<MarkRefundPaidResult>(`/api/operator/refunds/${encodeURIComponent(id)}/paid`, {
    reference,
  });
}
