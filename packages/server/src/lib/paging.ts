/** One list endpoint's answer (core's `pageOf`): the rows of this page, mapped, with the total and the paging asked for. */
export function pageResult<Row, Item>(
  page: { items: Row[]; total: number },
  query: { limit: number; offset: number },
  toItem: (row: Row) => Item,
) {
  return { items: page.items.map(toItem), total: page.total, limit: query.limit, offset: query.offset };
}
