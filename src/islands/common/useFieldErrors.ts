/**
 * A form's errors per field, each dropped as soon as its field changes: an error describes what
 * was typed, and once the player has typed something else it no longer applies (an old "above
 * the maximum" under a new amount reads as a verdict on the new one).
 */
import { useCallback, useState } from 'react';

export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const clearError = useCallback(
    (name: Name) =>
      setErrors((current) => {
        if (current[name] === undefined) return current;
        const rest = { ...current };
        delete rest[name];
        return rest;
      }),
    [],
  );
  return { errors, setErrors, clearError };
}
