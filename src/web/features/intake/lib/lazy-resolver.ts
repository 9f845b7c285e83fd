import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> extends Resolver<TInput, unknown, TOutput> {
  /** Starts loading the real resolver; safe to call many times. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose implementation (zod and the contract schema) is loaded on
 * first use or on `preload`. If the chunk cannot be loaded the values go through unchecked: the
 * server parses every body with the same schema and its answer is shown as a toast.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };

  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let real: Resolver<TInput, unknown, TOutput>;
    try {
      real = await get();
    } catch {
      return { values: values as unknown as TOutput, errors: {} };
    }
    return real(values, context, options);
  };

  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => undefined);
    },
  });
}
