/** How many pages a list of `total` items fills at `pageSize` a page: at least one, so an empty list has page 1. */
export function pageCount(total: number | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / pageSize));
}

/**
 * A list's page as its address names it (`?page=`, from 1), read alike by a page and its route data: anything
 * that is not a page number (missing, 0, negative, text) is the first page.
 */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}
