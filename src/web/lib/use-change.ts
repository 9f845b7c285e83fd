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
  /** Null: the form that sent it says the failure itself (at the field it names). */
  failed?: (error: unknown) => ToastInput | null;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.call,
    onSuccess: (result) => {
      if (options.done) toast(options.done(result));
    },
    onError: (error) => {
      const failure = options.failed?.(error);
      if (failure) toast({ ...failure, variant: 'destructive' });
    },
    onSettled: (_result, _error, input) => {
      const keys = typeof options.refresh === 'function' ? options.refresh(input) : [options.refresh];
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
