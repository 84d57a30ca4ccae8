import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@w2e/core/api/http';
import { useApi } from './api-provider';

export interface ApiMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, unknown, TVariables>, 'mutationFn'> {
  /** Queries that this write makes stale; they are refetched once it succeeds (and before `onSuccess` ends). */
  invalidates?:
    | readonly QueryKey[]
    | ((data: TData | undefined, variables: TVariables) => readonly QueryKey[]);
  /** Refetch them after a refusal too: the server said no because what is on screen is out of date. */
  invalidatesOnError?: boolean;
}

/**
 * The one way the apps write: `useMutation` over a core API call, so every form and button has the same busy
 * state (`isPending`) and error (`error`), and what the write changes is refetched. Domain hooks wrap it
 * (`useAddGame`, `useModerateArticle`, …); components call `mutate` or `mutateAsync` (to show field errors).
 */
export function useApiMutation<TData, TVariables = void>(
  call: (http: HttpClient, variables: TVariables) => Promise<TData>,
  {
    invalidates,
    invalidatesOnError,
    onSuccess,
    onError,
    ...options
  }: ApiMutationOptions<TData, TVariables> = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refetch = async (data: TData | undefined, variables: TVariables) => {
    const keys = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? []);
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation<TData, unknown, TVariables>({
    ...options,
    mutationFn: async (variables) => call(await api.http(), variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await refetch(data, variables);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
    onError: async (error, variables, onMutateResult, context) => {
      if (invalidatesOnError) await refetch(undefined, variables);
      await onError?.(error, variables, onMutateResult, context);
    },
  });
}
