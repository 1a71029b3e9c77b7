/**
 * The pieces the contact, partner and application forms are made of: labelled inputs with a
 * required mark and their error message (announced, and tied to the input by aria-describedby).
 */

import { useId, type ChangeEvent, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { cn } from '@/lib/cn';

const inputClass =
  'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-500/40 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-700 disabled:shadow-none';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** The label above a text or select field, with the required mark where the field is required. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-navy-900">
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength?: number;
}

export function TextField({ name, label, value, onChange, error, required, type = 'text', autoComplete, placeholder, multiline, maxLength }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    placeholder,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(inputClass, error ? 'border-red-600' : 'border-slate-300'),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? <textarea rows={5} {...shared} /> : <input type={type} {...shared} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
  required?: boolean;
}

export function SelectField({ name, label, value, onChange, options, placeholder, error, required }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass, error ? 'border-red-600' : 'border-slate-300')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface RadioGroupFieldProps {
  name: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string;
  required?: boolean;
}

export function RadioGroupField({ name, legend, value, onChange, options, error, required }: RadioGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-semibold text-navy-900">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-3 flex gap-6">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-base text-slate-800 has-disabled:cursor-not-allowed has-disabled:text-slate-500">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              onChange={() => onChange(option.value)}
              className="size-5 accent-teal-700 disabled:cursor-not-allowed disabled:opacity-50"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The privacy consent box; its text links the words "Privacy Policy" to the policy. */
export function ConsentField({
  text,
  linkLabel,
  checked,
  onChange,
  error,
}: {
  text: string;
  linkLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const at = text.indexOf(linkLabel);
  const label: ReactNode =
    at < 0 ? (
      text
    ) : (
      <>
        {text.slice(0, at)}
        <SiteLink to="/privacy-policy" className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-700">
          {linkLabel}
        </SiteLink>
        {text.slice(at + linkLabel.length)}
      </>
    );
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="peer mt-1 size-5 shrink-0 accent-teal-700 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700 peer-disabled:text-slate-500">
          {label}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it, and the API then quietly drops the submission.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="fax_only" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}

/** Messages that belong to no field (e.g. an outdated form), shown above the submit button. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
