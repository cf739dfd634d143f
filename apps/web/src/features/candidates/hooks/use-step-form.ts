import { useState } from 'react';
import { collectStepErrors, type TStepFormValues } from '../utils/step-form.ts';
import type { TStepFieldsProps } from '../components/step-form-modal.tsx';

/**
 * The state the Create and Edit Step forms share: the values, the fields' errors and the server's
 * message, and the props every block of the form is given.
 */
export function useStepForm(
  initial: () => TStepFormValues,
  mode: 'create' | 'edit',
  saving: boolean,
) {
  const [values, setValues] = useState<TStepFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (patch: Partial<TStepFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const fields: TStepFieldsProps = { values, errors, disabled: saving, onChange: set };
  /** Shows the fields' errors; when there are none, clears the server's message and says so. */
  const validate = () => {
    const found = collectStepErrors(values, mode, new Date());
    setErrors(found);
    if (Object.keys(found).length) return false;
    setServerError(null);
    return true;
  };
  return {
    values,
    setValues,
    errors,
    setErrors,
    set,
    serverError,
    setServerError,
    fields,
    validate,
  };
}
