import type { FastifySchema } from 'fastify';
import { ApiErrorSchema } from '@trippy/contracts';
import type { OperatorAccess } from '../plugins/operator-auth';

/** The errors a back-office write can answer with (bad input, not signed in, not allowed, missing, clash). */
export const OPERATOR_ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};

/** A back-office route's options: who may call it (the guard in ./index reads it) and its schema, tagged. */
export function operatorRoute<S extends FastifySchema>(operatorAccess: OperatorAccess, schema: S) {
  return { config: { operatorAccess }, schema: { tags: ['operator'], ...schema } };
}

/** A page of a list, as the back office's tables read it. */
export function pagedAnswer<T>(data: T[], page: { page: number; pageSize: number }, total: number) {
  return { success: true, data, page: { page: page.page, pageSize: page.pageSize, total } };
}
