import { OPERATOR_PAGE_SIZE_DEFAULT, type OperatorPageQuery } from '@trippy/contracts';

/** The page a list query asks for, with its SQL offset and limit. */
export function pageOf(query: OperatorPageQuery): {
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
} {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? OPERATOR_PAGE_SIZE_DEFAULT;
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize };
}
