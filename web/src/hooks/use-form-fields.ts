import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '@carcajada/domain';

/**
 * Controlled form state with the domain validators' per-field errors. Errors appear on
 * submit; editing a field clears its own error so the message never lingers once fixed.
 */
export function useFormFields<Values extends { [Field in keyof Values]: string }>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});

  const fieldProps = useCallback(
    (name: keyof Values & string) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((previous) => ({ ...previous, [name]: value }));
        setErrors((previous) => ({ ...previous, [name]: undefined }));
      },
    }),
    [values, errors],
  );

  /** Runs the validator; returns true when the form is valid. */
  const validate = useCallback(
    (validator: (form: Values) => FieldErrors<keyof Values & string>): boolean => {
      const found = validator(values);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    [values],
  );

  return { values, setValues, fieldProps, validate };
}
