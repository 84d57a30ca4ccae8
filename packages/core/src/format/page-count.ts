/** How many pages a list of `total` items fills at `pageSize` a page: at least one, so an empty list has page 1. */
export function pageCount(total: number | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / pageSize));
}
