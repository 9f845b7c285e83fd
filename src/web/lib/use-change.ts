import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ToastInput, toast } from '../components/ui/use-toast';

/**
 * A change sent to the server: the queries under `refresh` reload afterwards whether it worked or
 * not, and the person is told how it went (`done`, `failed`: a failure toast is always destructive).
 */
export function useChange<Input, Result>(options: {
  call: (input: Input) => Promise<Result>;
  refresh: QueryKey | ((input: Input) => QueryKey[]);
  done?: (result: Result) => ToastInput;
  failed?: (error: unknown) => ToastInput;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.call,
    onSuccess: (result) => {
      if (options.done) toast(options.done(result));
    },
    onError: (error) => {
      if (options.failed) toast({ ...options.failed(error), variant: 'destructive' });
    },
    onSettled: (_result, _error, input) => {
      const keys = typeof options.refresh === 'function' ? options.refresh(input) : [options.refresh];
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
