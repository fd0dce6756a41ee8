/**
 * Moves the focus to the first field, in page order, that shows an error, so that a screen
 * reader reads the field with its message. Returns false when no such field is on the page
 * (the error must then be shown for the whole form).
 */
export function focusFirstInvalid(
  order: readonly string[],
  errors: Readonly<Record<string, string | undefined>>,
): boolean {
  const first = order.find((name) => errors[name] && document.getElementById(name));
  if (!first) return false;
  // After React has rendered the message and tied it to the field (aria-describedby).
  setTimeout(() => document.getElementById(first)?.focus(), 0);
  return true;
}
