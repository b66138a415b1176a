import * as v from 'valibot';
import { IdField, readAs, SeatsField } from './fields';

/** The package page's state after a login started by Join the waitlist: the same batch and seats. */
export const WaitlistReturnSchema = v.object({ waitlist: v.object({ batchId: IdField, seats: SeatsField }) });
export type WaitlistReturnState = v.InferOutput<typeof WaitlistReturnSchema>;

export function waitlistReturnState(batchId: string, seats: number): WaitlistReturnState {
  return { waitlist: { batchId, seats } };
}

export function readWaitlistReturn(state: unknown): WaitlistReturnState['waitlist'] | undefined {
  return readAs(WaitlistReturnSchema, state)?.waitlist;
}
