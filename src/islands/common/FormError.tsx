/** A form's error banner, for what went wrong with the whole form. */
import { useEffect, useRef } from 'react';

/** The form's error banner (what went wrong for the whole form); nothing when all is well. */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

/** The form's error banner, scrolled into view when it appears (the form may be taller than the screen). */
export function FormFailure({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} className="form-error" role="alert">
      {text}
    </p>
  );
}
