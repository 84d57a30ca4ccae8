/** /game's search (`?query=`) and page (`?page=`, from 1), read alike by the page and its route data. */
export function gameListParams(params: URLSearchParams): { query: string; page: number } {
  return {
    query: params.get('query') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}
