import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const OPERATOR_PAGE_SIZE_DEFAULT = 20;
export const OPERATOR_PAGE_SIZE_MAX = 100;

/** `page` (from 1) and `pageSize` (1-100) of every back-office list. */
export const OperatorPageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: OPERATOR_PAGE_SIZE_MAX, default: OPERATOR_PAGE_SIZE_DEFAULT }),
  ),
});
export type OperatorPageQuery = Static<typeof OperatorPageQuerySchema>;

export const OperatorPageInfoSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});
export type OperatorPageInfo = Static<typeof OperatorPageInfoSchema>;

/** A paged list: `{ success, data: items, page: { page, pageSize, total } }`. */
export const OperatorPaged = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Boolean(),
    data: Type.Array(item),
    page: OperatorPageInfoSchema,
    message: Type.Optional(Type.String()),
  });
export interface OperatorPagedResult<T> {
  success: boolean;
  data: T[];
  page: OperatorPageInfo;
  message?: string;
}
