import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Fills a form's fields from what is known once it arrives (the signed-in traveller's name and e-mail), never over
 * anything the visitor typed.
 */
export function usePrefill<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'formState'>,
  known: Partial<Record<Path<T>, string>> | null,
) {
  const { getValues, setValue } = form;
  const dirty = form.formState.dirtyFields as Partial<Record<string, unknown>>;
  useEffect(() => {
    if (!known) return;
    for (const [field, value] of Object.entries(known) as Array<[Path<T>, string | undefined]>) {
      if (value !== undefined && !dirty[field] && !getValues(field)) setValue(field, value as PathValue<T, Path<T>>);
    }
  }, [known, dirty, getValues, setValue]);
}
