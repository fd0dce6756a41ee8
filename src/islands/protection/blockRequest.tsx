/**
 * What a time-out and a self-exclusion ask the same way: the login password, the length awaiting
 * the last word, the request sent with the same idempotency key until something is edited, and
 * the form with its red confirmation.
 */
import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { api, ApiError, newIdempotencyKey, type PlayerApi } from '#client/api.ts';
import { errorText, type T } from '#client/i18n.ts';
import type { Block } from '#shared/contract/protection.ts';
import { FormError } from '../common/FormError.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useFieldErrors } from '../common/useFieldErrors.ts';
import { BlockConfirmDialog, PasswordField } from './screenKit.tsx';
import { useT } from '#islands/common/i18n.tsx';

/** The password's error when the server refused it, else the form's banner. */
export function refusal(t: T, error: unknown): { password?: string; banner: string } {
  const wrongPassword =
    api.failed(error, 'POST /customer/timeout', 'CURRENT_PASSWORD_IS_NOT_CORRECT') ||
    api.failed(error, 'POST /customer/self-exclusion', 'CURRENT_PASSWORD_IS_NOT_CORRECT');
  if (error instanceof ApiError && wrongPassword) {
    return { password: errorText(t, error), banner: '' };
  }
  return { banner: errorText(t, error) };
}

/**
 * The state of a block's form: the password and the errors of the fields `Name` (and of the
 * password), the banner, what awaits confirming, and `send`, which retries with the key of the
 * last attempt until `edited()`; a refused password goes under its field (focused), anything else
 * to the banner.
 */
export function useBlockRequest<Name extends string, Confirming>(t: T) {
  const [password, setPassword] = useState('');
  const { errors, setErrors, clearError } = useFieldErrors<Name | 'password'>();
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const requestKey = useRef<string | null>(null);
  const edited = () => {
    requestKey.current = null;
  };

  async function send<Route extends 'POST /customer/timeout' | 'POST /customer/self-exclusion'>(
    route: Route,
    body: Omit<PlayerApi[Route]['body'], 'password'>,
    onTaken: (block: Block) => void,
  ) {
    setBusy(true);
    try {
      requestKey.current ??= newIdempotencyKey();
      const block = await api<'POST /customer/timeout' | 'POST /customer/self-exclusion'>(route, {
        body: { ...body, password } as PlayerApi[Route]['body'],
        idempotencyKey: requestKey.current,
      });
      requestKey.current = null;
      setConfirming(null);
      setPassword('');
      onTaken(block);
    } catch (error) {
      setConfirming(null);
      const refused = refusal(t, error);
      const next: Partial<Record<Name | 'password', string>> = {};
      if (refused.password) next.password = refused.password;
      setErrors(next);
      setFailure(refused.banner);
      if (refused.password) setTimeout(() => document.getElementById('password')?.focus(), 50);
    } finally {
      setBusy(false);
    }
  }

  return {
    password,
    setPassword,
    errors,
    setErrors,
    clearError,
    failure,
    setFailure,
    confirming,
    setConfirming,
    busy,
    edited,
    send,
  };
}

/**
 * The form of a block, its words `protection.<kind>.*`: the banner, its own fields (`children`), the login
 * password and the submit button; then the red confirmation (`confirmBody`, `onConfirm`).
 */
export function BlockRequestForm<Name extends string, Confirming>({
  kind,
  request,
  onSubmit,
  onConfirm,
  confirmDisabled,
  confirmBody,
  children,
}: {
  kind: 'timeout' | 'exclusion';
  request: ReturnType<typeof useBlockRequest<Name, Confirming>>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onConfirm: () => void;
  /** Held back until the player says they understand. */
  confirmDisabled?: boolean;
  confirmBody: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <form
        className="card rg-card rg-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={t(`protection.${kind}.title`)}
      >
        <FormError text={request.failure} />
        {children}
        <PasswordField
          value={request.password}
          error={request.errors.password}
          onChange={(value) => {
            request.edited();
            request.clearError('password');
            request.setPassword(value);
          }}
        />
        <SubmitButton
          label={t(`protection.${kind}.submit`)}
          busy={request.busy}
          busyLabel={t('common.loading')}
        />
      </form>
      <BlockConfirmDialog
        open={request.confirming !== null}
        busy={request.busy}
        title={t(`protection.${kind}.confirmTitle`)}
        confirmLabel={t(`protection.${kind}.confirm`)}
        confirmDisabled={confirmDisabled}
        onCancel={() => request.setConfirming(null)}
        onConfirm={onConfirm}
      >
        {confirmBody}
      </BlockConfirmDialog>
    </>
  );
}
