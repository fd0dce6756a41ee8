/** The texts of a failed staff call: field codes, the 403 of a role, an alert box. */
import { ApiError } from '#client/api.ts';
import { errorText, type T, keyOf } from '#client/i18n.ts';
import { useT } from '#islands/common/i18n.tsx';
import './console.css';

/** The message of one VALIDATION_ERROR field code (`field.*`), or the code itself. */
export function fieldText(t: T, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const text = t(keyOf('field', code));
  return text === `field.${code}` ? code : text;
}

/** The field codes of a failed call (empty when it carried none). */
export function fieldsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fields : {};
}

/** Field errors of a failed call, as `field.*` texts by field name. */
export function fieldErrors(t: T, error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(error)).map(([name, code]) => [name, t(keyOf('field', code))]),
  );
}

/** The message of a failed staff action: a 403 says the role may not do it. */
export function actionErrorText(t: T, error: unknown): string {
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return t('admin.money.forbidden');
  return errorText(t, error);
}

/** A failed call's text (or a message of the page's own) in an alert box; nothing without one. */
export function Failure({ error }: { error: unknown }) {
  const t = useT();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {typeof error === 'string' ? error : errorText(t, error)}
    </p>
  );
}
