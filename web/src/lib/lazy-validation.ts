import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Form validation whose code (zod and the schemas, ~100 KB) is loaded apart from the forms: on `prefetch` (a form's
 * first focus) or at the first validation, whichever comes first. The forms then render and hydrate without
 * evaluating it; on a slow phone that evaluation was the page's longest task. A failed load is tried again next time.
 */
export function lazyValidation<Module>(load: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  const module = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    module,
    prefetch() {
      // A failure here is reported by the validation that needs the module.
      module().catch(() => undefined);
    },
    resolver<Input extends FieldValues, Output>(pick: (loaded: Module) => Resolver<Input, unknown, Output>) {
      const resolve: Resolver<Input, unknown, Output> = async (values, context, options) =>
        pick(await module())(values, context, options);
      return resolve;
    },
  };
}
