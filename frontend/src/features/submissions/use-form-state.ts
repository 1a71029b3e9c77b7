import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { focusFirstInvalid, type FieldErrors } from '@/features/submissions/form-state';

/**
 * What every submission form holds besides its own fields: the values, consent, CV, honeypot, the
 * messages shown, and whether React runs the form yet (until it does, typing or ticking would be
 * lost, so the prerendered form waits disabled).
 */
export function useFormState<Values extends Record<string, string>>(emptyValues: Values) {
  const formRef = useRef<HTMLFormElement>(null);
  // Set while the lazily loaded schema is being fetched, so a double click submits once.
  const validatingRef = useRef(false);
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(emptyValues);
  const [consent, setConsent] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alerts, setAlerts] = useState<string[]>([]);

  /** Shows the messages, then moves focus to the first field in error so it is read out. */
  const showErrors = (fields: FieldErrors, formAlerts: string[] = []) => {
    flushSync(() => {
      setErrors(fields);
      setAlerts(formAlerts);
    });
    if (Object.keys(fields).length > 0) focusFirstInvalid(formRef.current);
  };

  /** After a success: everything back to empty. */
  const reset = () => {
    setValues(emptyValues);
    setConsent(false);
    setFile(null);
    setHoneypot('');
    setErrors({});
    setAlerts([]);
  };

  return { formRef, validatingRef, hydrated, values, setValues, consent, setConsent, file, setFile, honeypot, setHoneypot, errors, setErrors, alerts, showErrors, reset };
}
