/** The submit button every form ends with. */

/**
 * The submit button: off while the form is sending (`busy`) or cannot send yet (`disabled`), and
 * with `busyLabel`, saying so meanwhile. A block button across the form unless `block` is false.
 */
export function SubmitButton({
  label,
  busy,
  busyLabel,
  disabled = false,
  block = true,
}: {
  label: string;
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={block ? 'button button-brand button-block' : 'button button-brand'}
      disabled={busy || disabled}
    >
      {busy && busyLabel !== undefined ? busyLabel : label}
    </button>
  );
}
