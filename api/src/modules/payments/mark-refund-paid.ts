import type { MarkRefundPaidResult } from '@trippy/contracts';
import { conflict, formatRupees, invalidInput, notFound } from '@trippy/domain';
import type { UseCaseContext } from '../../shared/use-case-context';
import type { Effect } from '../../shared/effects';
import { iso } from '../../db/ids';
import { recordAudit } from '../staff/audit.repository';
import { findRefundTask, markRefundTaskPaid } from './refund-tasks.repository';

/** Control characters in a note become spaces; runs of spaces one. */
const tidy = (note: string): string =>
  Array.from(note, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : char;
  })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * Staff paid a refund by hand (cash at the office, a bank transfer): the refund task is marked paid with how,
 * by whom and when, and the booking's audit log says so, in one transaction with the task locked (two members
 * marking it at once: one wins, the other gets 409).
 */
export async function markRefundPaid(
  ctx: UseCaseContext,
  { staffId, refundId, reference }: { staffId: string; refundId: string; reference: string },
): Promise<{ result: MarkRefundPaidResult; effects: Effect[] }> {
  const note = tidy(reference);
  if (!note) throw invalidInput('Say how the refund was paid: UTR, cheque or receipt number');
  return ctx.db.transaction().execute(async (tx) => {
    const task = await findRefundTask(tx, refundId, true);
    if (!task) throw notFound('Refund not found');
    if (
      task.status === 'paid' ||
      !(await markRefundTaskPaid(tx, task.id, { staffId, at: ctx.now, reference: note }))
    )
      throw conflict('This refund is already marked paid');
    await recordAudit(tx, {
      staffId,
      action: 'booking.refund-paid-by-hand',
      entityType: 'booking',
      entityId: task.booking_id,
      before: { refundId: task.id, status: 'to-pay', amount: task.amount },
      after: { refundId: task.id, status: 'paid', amount: task.amount, reference: note },
    });
    return {
      result: {
        _id: task.id,
        bookingId: task.booking_id,
        amount: task.amount,
        status: 'paid' as const,
        paidAt: iso(ctx.now),
        reference: note,
      },
      effects: [
        {
          kind: 'notify-operators',
          event: {
            kind: 'booking.changed',
            id: task.booking_id,
            summary: `Refund of ${formatRupees(task.amount)} paid by hand`,
          },
        },
      ],
    };
  });
}
