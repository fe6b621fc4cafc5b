import type { ConfirmTwoFactorFormSchema, TwoFactorCodeForm } from '@contract/account/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Outcome } from '@web/components/ui/alert';
import { serverReason } from '@web/lib/error-message';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { twoFactorFailure } from './two-factor';

interface TwoFactorCodeFormOptions<Result> {
  /** The contract's rules for the dialog's code. */
  schema: typeof ConfirmTwoFactorFormSchema;
  /** Sends the checked code. */
  mutation: UseMutationResult<Result, Error, string>;
  onDone(result: Result): void;
}

/**
 * The code form of a two-factor dialog: the contract's rules before anything is sent; a refused code is 'Invalid OTP'
 * on the field, and any failure shows the fixed message with the server's reason under it.
 */
export function useTwoFactorCodeForm<Result>({ schema, mutation, onDone }: TwoFactorCodeFormOptions<Result>) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<TwoFactorCodeForm>({
    defaultValues: { code: '' },
    resolver: zodResolver(schema),
    shouldFocusError: false,
  });

  const send = form.handleSubmit(({ code }) =>
    mutation.mutate(code, {
      onSuccess: onDone,
      onError: (error) => {
        const field = twoFactorFailure(error).field;
        if (field) form.setError('code', { type: 'server', message: field });
        const detail = serverReason(error, 'Failed to toggle 2FA');
        setOutcome({ tone: 'error', text: t('settings.twoFactor.failed'), detail });
      },
    }),
  );

  return {
    form,
    outcome,
    submit: (event: FormEvent) => {
      setOutcome(null);
      return send(event);
    },
    /** Back to an empty field and no message, for the next time the dialog opens. */
    clear: () => {
      form.reset();
      setOutcome(null);
    },
  };
}
