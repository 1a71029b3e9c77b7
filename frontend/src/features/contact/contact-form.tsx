import { contactForm } from '#content/forms';
import { errorMessages, toasts } from '#content/messages';
import type { ContactVariant } from '#core/schemas/contact';
import { buttonClass } from '@/components/ui/button';
import { submitContact, type SubmissionAccepted } from '@/features/submissions/api/submissions-api';
import { CvUploadField } from '@/features/submissions/components/cv-upload-field';
import { ConsentField, FormAlert, HoneypotField, TextField } from '@/features/submissions/components/form-fields';
import { apiFailure } from '@/features/submissions/form-state';
import { useFormState } from '@/features/submissions/use-form-state';
import { showToast } from '@/features/submissions/toast';
import { createAttempt, useSubmission } from '@/features/submissions/use-submission';

const emptyValues = { name: '', email: '', phone: '', company: '', message: '' };
type Values = typeof emptyValues;

/** The partner form reads a 2xx answer without `success: true` as a failure with this message. */
export class PartnerResponseError extends Error {
  override readonly name = 'PartnerResponseError';
}

const shownFields = ['name', 'email', 'phone', 'company', 'message', 'consent', 'cv'] as const;

/**
 * The enquiry form: the standard variant (home page) may carry a CV; the partner variant (employer
 * pages) has no CV control. Submit stays disabled until the privacy consent is ticked and while
 * sending; success clears everything, failure keeps what was typed.
 */
export function ContactForm({ variant }: { variant: ContactVariant }) {
  const { formRef, hydrated, values, setField, consent, setConsent, file, chooseFile, honeypot, setHoneypot, errors, alerts, showErrors, submitHandler, reset } =
    useFormState(emptyValues);
  const withCv = variant === 'standard';
  const { labels, placeholders } = contactForm;

  const submission = useSubmission<Values, SubmissionAccepted>(
    async (attempt) => {
      const common = { ...attempt.values, consent: true as const, idempotencyKey: attempt.idempotencyKey, ...(honeypot ? { honeypot } : {}) };
      const answer = await submitContact(
        variant === 'partner' ? { variant, ...common } : { variant, ...common, ...(attempt.cv ? { cv: attempt.cv } : {}) },
      );
      if (variant === 'partner' && answer?.success !== true) throw new PartnerResponseError(answer?.message || errorMessages.partnerFormUnknown);
      return answer;
    },
    {
      onSuccess: () => {
        reset();
        void showToast(toasts.contactSent);
      },
      onError: (error) => {
        if (error instanceof PartnerResponseError) {
          void showToast(toasts.contactFailed, error.message);
          return;
        }
        const failure = apiFailure(error, shownFields);
        showErrors(failure.fields, failure.alerts);
        void showToast(toasts.contactFailed);
      },
    },
  );
  const pending = submission.isPending;

  const set = (field: keyof Values) => (value: string) => setField(field, value);

  const onSubmit = submitHandler({
    pending,
    loadSchema: async () => (await import('#core/schemas/contact')).contactFormSchema,
    input: () => ({ ...values, consent }),
    send: () => submission.mutate(createAttempt(values, withCv ? file : null)),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={variant === 'partner' ? contactForm.partnerHeading : contactForm.heading}
      aria-busy={pending || undefined}
      className="relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="name" label={labels.name} value={values.name} onChange={set('name')} error={errors.name} required autoComplete="name" placeholder={placeholders.name} maxLength={100} />
          <TextField name="email" type="email" label={labels.email} value={values.email} onChange={set('email')} error={errors.email} required autoComplete="email" placeholder={placeholders.email} maxLength={254} />
          <TextField name="phone" type="tel" label={labels.phone} value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" placeholder={placeholders.phone} maxLength={40} />
          <TextField name="company" label={labels.company} value={values.company} onChange={set('company')} error={errors.company} autoComplete="organization" placeholder={placeholders.company} maxLength={200} />
        </div>
        <TextField name="message" label={labels.message} value={values.message} onChange={set('message')} error={errors.message} required multiline placeholder={placeholders.message} maxLength={5000} />
        {withCv ? (
          <CvUploadField
            label={labels.cv}
            file={file}
            onChange={chooseFile}
            error={errors.cv}
          />
        ) : null}
        <ConsentField text={contactForm.consent} linkLabel={contactForm.privacyPolicyLinkLabel} checked={consent} onChange={setConsent} error={errors.consent} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <FormAlert messages={alerts} />
        <button type="submit" disabled={!consent || pending} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {pending ? contactForm.submitting : contactForm.submit}
        </button>
      </fieldset>
    </form>
  );
}
