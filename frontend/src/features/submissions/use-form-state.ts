import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as z from 'zod';
import { useHydrated } from '@/lib/use-hydrated';
import { focusFirstInvalid, zodFieldErrors, type FieldErrors } from '@/features/submissions/form-state';

/** How a form checks and sends itself; see `submitHandler`. */
export type LazySubmit = {
  /** True while a submission is in flight: another submit is ignored. */
  readonly pending: boolean;
  /** Loads the form's zod rules (a dynamic import, so zod stays out of the page's first load). */
  readonly loadSchema: () => Promise<z.ZodType>;
  /** What the rules check. */
  readonly input: () => unknown;
  /** Problems the rules cannot see (e.g. a required file), added to theirs. */
  readonly extraProblems?: () => FieldErrors;
  /** Sends the checked form (starts the submission). */
  readonly send: () => void;
};

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

  /** Sets one field and clears its message; `alsoSet` changes other fields with it. */
  const setField = (field: keyof Values & string, value: string, alsoSet: Partial<Values> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...alsoSet }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** A CV chosen or removed: its message goes. */
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors(({ cv: _cleared, ...rest }) => rest);
  };

  /**
   * The submit step every form shares: load the rules on the first submit, check, show the
   * problems or send. A second click while the rules load or while sending starts nothing.
   */
  const submitHandler =
    ({ pending, loadSchema, input, extraProblems, send }: LazySubmit) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending || validatingRef.current) return;
      validatingRef.current = true;
      const schema = await loadSchema().finally(() => (validatingRef.current = false));
      const checked = schema.safeParse(input());
      const problems = { ...(checked.success ? {} : zodFieldErrors(checked.error)), ...extraProblems?.() };
      if (Object.keys(problems).length > 0) {
        showErrors(problems);
        return;
      }
      showErrors({});
      send();
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

  return { formRef, hydrated, values, setField, consent, setConsent, file, chooseFile, honeypot, setHoneypot, errors, alerts, showErrors, submitHandler, reset };
}
