import fp from 'fastify-plugin';
import { ApiErrorSchema, Envelope, TodaySchema, type TodayLead } from '@trippy/contracts';
import { leadWait, toDateOnly, todayInIndia } from '@trippy/domain';
import type { App } from '../../../../types';
import { operatorRoute } from '../../../../shared/operator-route';
import { iso } from '../../../../db/ids';
import { leadInterest, leadName, listWaitingLeads } from '../../../leads/leads.repository';
import { balancesDue, recentBookings, upcomingDepartures } from '../../today.repository';

/** The Today screen (staff): who to call, what came in, who leaves soon, who still owes money. */
async function todayRoutes(app: App): Promise<void> {
  app.get(
    '/api/operator/today',
    operatorRoute('staff', {
      summary:
        'New leads (oldest first, against the 24 h promise), bookings of the last 24 h, departures in 14 days, balances due',
      response: { 200: Envelope(TodaySchema), 401: ApiErrorSchema },
    }),
    async () => {
      const now = app.clock.now();
      const today = toDateOnly(now);
      const [leads, bookings, departures, balances] = await Promise.all([
        listWaitingLeads(app.db, 50),
        recentBookings(app.db),
        upcomingDepartures(app.db, today, now),
        // Overdue by the operator's calendar (India): a balance due yesterday there is overdue from midnight IST.
        balancesDue(app.db, todayInIndia(now)),
      ]);
      const newLeads = leads.map((row): TodayLead => {
        const wait = leadWait({ status: row.status, createdAt: row.created_at }, now);
        return {
          _id: row.id,
          name: leadName(row),
          phone: row.phone,
          interest: leadInterest(row),
          createdAt: iso(row.created_at),
          waitingMinutes: wait.minutes,
          overdue: wait.overdue,
        };
      });
      return {
        success: true,
        data: { newLeads, recentBookings: bookings, departures, balancesDue: balances },
      };
    },
  );
}

export const todayRoutesPlugin = fp(todayRoutes, {
  name: 'routes-operator-today',
  dependencies: ['database', 'operator-auth'],
});
