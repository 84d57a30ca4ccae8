import { pageParam } from '@w2e/core/format/page-count';
/** /game's search (`?query=`) and page (`?page=`, from 1), read alike by the page and its route data. */
export function gameListParams(params: URLSearchParams): { query: string; page: number } {
  return {
    query: params.get('query') ?? '',
    page: pageParam(params),
  };
}
