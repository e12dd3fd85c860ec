import { Type, type TSchema } from '@sinclair/typebox';
import { problem } from '../http/problem';

// Paging of every list and search (decision D-38): page ≥ 1, pageSize ≥ 1 and clamped to the
// maximum, order by key, a page past the end is empty (204). Offsets are computed in BigInt, so a huge page number is
// simply past the end instead of overflowing.

export const PagingQuerySchema = {
  page: Type.Optional(Type.Integer({ default: 1, description: 'The page to return, from 1.' })),
  pageSize: Type.Optional(
    Type.Integer({ default: 10, description: 'Rows per page, from 1; larger values are clamped to the maximum (20).' }),
  ),
} satisfies Record<string, TSchema>;

export interface PageRequest {
  page: number;
  pageSize: number;
  /** Rows to skip: a bigint, as it may exceed 2^53. */
  offset: bigint;
}

// PostgreSQL's bigint: an offset beyond it cannot name any row.
const MAX_OFFSET = 9_223_372_036_854_775_807n;

/** The page asked for, or the reference API's 400 sentences for a page or page size below 1. */
export function pageRequest(query: { page?: number; pageSize?: number }, maxPageSize: number): PageRequest | 'pastEnd' {
  const page = query.page ?? 1;
  const requestedSize = query.pageSize ?? 10;
  if (page < 1) throw problem.validation({ page: ['Invalid page number.'] }, 'Invalid page number.');
  if (requestedSize < 1) {
    const detail = `Invalid page size. It should be between 1 and ${maxPageSize}.`;
    throw problem.validation({ pageSize: [detail] }, detail);
  }
  const pageSize = Math.min(requestedSize, maxPageSize);
  const offset = (BigInt(page) - 1n) * BigInt(pageSize);
  return offset > MAX_OFFSET ? 'pastEnd' : { page, pageSize, offset };
}

/**
 * The rows of a page, with the count of every matching row or, without it (`count=false`), whether more exist, or
 * (`countUpTo`) that more than a bound match.
 */
export type FoundPage = { rows: Record<string, unknown>[] } & Found;

type Found = { totalCount: number } | { hasMore: boolean } | { hasMore: true; moreThan: number };

interface Paged<T> {
  data: T[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  lastPage: number;
}

/** A page answered without its count: the next page's rows exist or not; with `countUpTo`, more than `moreThan` match. */
interface PagedWithoutCount<T> {
  data: T[];
  pageNumber: number;
  pageSize: number;
  hasMore: boolean;
  moreThan?: number;
}

export function pagedResponseSchema(item: TSchema) {
  return Type.Object(
    {
      data: Type.Array(item, { description: 'The rows of this page; never empty (an empty page answers 204).' }),
      pageNumber: Type.Integer({ description: 'The requested page.' }),
      pageSize: Type.Integer({ description: 'The page size used, after clamping to the maximum.' }),
      // Optional only for count=false, which asks for a page without them: every other answer has all three.
      totalCount: Type.Optional(
        Type.Integer({ description: 'Rows matching the list or search in all pages (absent with count=false).' }),
      ),
      totalPages: Type.Optional(Type.Integer({ description: 'The number of pages (absent with count=false).' })),
      lastPage: Type.Optional(
        Type.Integer({ description: 'The number of the last page, equal to totalPages (absent with count=false).' }),
      ),
      hasMore: Type.Optional(
        Type.Boolean({ description: 'Only with count=false, or moreThan: whether the next page has rows.' }),
      ),
      moreThan: Type.Optional(
        Type.Integer({
          description:
            'Only with countUpTo, when more rows match than were counted: at least this many and one more match (totalCount, totalPages and lastPage are then absent).',
        }),
      ),
    },
    { description: 'One page of results.' },
  );
}

export function paged<T>(data: T[], request: PageRequest, found: Found): Paged<T> | PagedWithoutCount<T> {
  if ('moreThan' in found) {
    const { hasMore, moreThan } = found;
    return { data, pageNumber: request.page, pageSize: request.pageSize, hasMore, moreThan };
  }
  if ('hasMore' in found) {
    return { data, pageNumber: request.page, pageSize: request.pageSize, hasMore: found.hasMore };
  }
  const { totalCount } = found;
  const totalPages = Math.ceil(totalCount / request.pageSize);
  return {
    data,
    pageNumber: request.page,
    pageSize: request.pageSize,
    totalCount,
    totalPages,
    lastPage: totalPages,
  };
}
