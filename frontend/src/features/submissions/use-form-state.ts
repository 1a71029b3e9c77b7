import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as z from 'zod';
import { checkCvFile, cvProblemToast } from '#content/messages';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';
import { useHydrated } from '@/lib/use-hydrated';
import { focusFirstInvalid, zodFieldErrors, type FieldErrors } from '@/features/submissions/form-state';
import { showToast } from '@/features/submissions/toast';


/** What the visitor put in the prerendered form before the scripts ran, read from the DOM. */
export function readTypedValues<Keys extends string>(form: HTMLFormElement, names: readonly Keys[]): Partial<Record<Keys, string>> {
  const typed: Partial<Record<Keys, string>> = {};
  for (const name of names) {
    const control = form.elements.namedItem(name);
    // A RadioNodeList (radio group) has the checked radio's value; an input, textarea or select its own.
    const value = control && 'value' in control ? String(control.value) : '';
    if (value !== '') typed[name] = value;
  }
  return typed;
}

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
 * messages shown, and whether React runs the form yet. The prerendered form takes typing at once:
 * when React takes over it adopts what was typed, ticked or chosen (`readTypedValues`); until then
 * the submit button stays disabled, so the form never submits natively (which would also refuse
 * Enter's implicit submission).
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
  // After a success the form gives way to a confirmation, until the visitor asks for the form again.
  const [sent, setSent] = useState(false);
  // The confirmation takes focus when it appears.
  const confirmationRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<'confirmation' | 'first-field' | null>(null);

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readTypedValues(form, Object.keys(emptyValues));
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    const consentBox = form.elements.namedItem('consent');
    if (consentBox instanceof HTMLInputElement && consentBox.checked) setConsent(true);
    const trap = form.elements.namedItem('fax_only');
    if (trap instanceof HTMLInputElement && trap.value) setHoneypot(trap.value);
    const cvInput = form.elements.namedItem('cv');
    const chosen = cvInput instanceof HTMLInputElement ? cvInput.files?.[0] : undefined;
    if (chosen) {
      const problem = checkCvFile(chosen);
      if (problem) {
        setErrors({ cv: cvProblemToast(problem).description });
        void showToast(cvProblemToast(problem));
      } else setFile(chosen);
    }
    // Once, on the hydration commit: later changes go through React's handlers.
  }, []);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'confirmation') confirmationRef.current?.focus();
    if (target === 'first-field') formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select')?.focus();
  }, [sent]);

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

  /** A message at one field, without moving focus (e.g. a refused file, next to its control). */
  const setFieldError = (field: string, message: string) => setErrors((current) => ({ ...current, [field]: message }));

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
        // A refused file's message stays at the CV control while no other file is chosen.
        showErrors({ ...(errors.cv && !file ? { cv: errors.cv } : {}), ...problems });
        return;
      }
      showErrors({});
      send();
    };

  /** After a success: everything back to empty, and the confirmation in the form's place takes focus. */
  const reset = () => {
    setValues(emptyValues);
    setConsent(false);
    setFile(null);
    setHoneypot('');
    setErrors({});
    setAlerts([]);
    focusAfterRender.current = 'confirmation';
    setSent(true);
  };

  /** From the confirmation back to the (empty) form, focus on its first field. */
  const startAgain = () => {
    focusAfterRender.current = 'first-field';
    setSent(false);
  };

  return {
    formRef,
    confirmationRef,
    hydrated,
    values,
    setField,
    consent,
    setConsent,
    file,
    chooseFile,
    honeypot,
    setHoneypot,
    errors,
    alerts,
    setFieldError,
    showErrors,
    submitHandler,
    reset,
    sent,
    startAgain,
  };
}
