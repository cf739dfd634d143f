import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation after which the list it changed is fetched again. Each operation keeps its moment:
 * `success` refetches only when the server accepted it, `settled` after a failure too.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  refreshOn: 'success' | 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(refreshOn === 'success' ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
