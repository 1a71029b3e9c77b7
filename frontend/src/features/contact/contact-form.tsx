import { contactForm, formConfirmations, formStatusTexts } from '#content/forms';
import { errorMessages, toasts } from '#content/messages';
import type { ContactVariant } from '#core/schemas/contact';
import { submitContact, type SubmissionAccepted } from '@/features/submissions/api/submissions-api';
import { CvUploadField } from '@/features/submissions/components/cv-upload-field';
import { ConsentField, FormAlert, HoneypotField, TextField } from '@/features/submissions/components/form-fields';
import { SendingFooter, SentConfirmation, SubmitRow } from '@/features/submissions/components/form-status';
import { useFormState } from '@/features/submissions/use-form-state';
import { useFormSubmission } from '@/features/submissions/use-form-submission';

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
 * sending, and says why under it; a CV upload shows its progress with a Cancel. Success clears
 * everything and puts a lasting confirmation in the form's place; a failure or a cancel keeps it all.
 */
export function ContactForm({ variant }: { variant: ContactVariant }) {
  const form = useFormState(emptyValues);
  const { formRef, confirmationRef, hydrated, values, setField, consent, setConsent, file, chooseFile, honeypot, setHoneypot, errors, alerts, setFieldError, submitHandler, sent, startAgain } = form;
  const withCv = variant === 'standard';
  const { labels, placeholders } = contactForm;

  const submission = useFormSubmission<Values, SubmissionAccepted>(form, {
    send: async (attempt) => {
      const common = { ...attempt.values, consent: true as const, idempotencyKey: attempt.idempotencyKey, ...(honeypot ? { honeypot } : {}) };
      const answer = await submitContact(
        variant === 'partner' ? { variant, ...common } : { variant, ...common, ...(attempt.cv ? { cv: attempt.cv } : {}) },
      );
      if (variant === 'partner' && answer?.success !== true) throw new PartnerResponseError(answer?.message || errorMessages.partnerFormUnknown);
      return answer;
    },
    shownFields,
    toasts: { sent: toasts.contactSent, failed: toasts.contactFailed },
    ownFailure: (error) => (error instanceof PartnerResponseError ? error.message : null),
  });
  const { pending, sentTo } = submission;

  const set = (field: keyof Values) => (value: string) => setField(field, value);

  const onSubmit = submitHandler({
    pending,
    loadSchema: async () => (await import('#core/schemas/contact')).contactFormSchema,
    input: () => ({ ...values, consent }),
    send: () => submission.start(values, withCv ? file : null),
  });

  const disabledReason = !hydrated ? formStatusTexts.preparing : !consent ? formStatusTexts.contactNeedsConsent : null;

  if (sent) {
    const texts = formConfirmations[variant === 'partner' ? 'partner' : 'contact'];
    return (
      <SentConfirmation
        confirmationRef={confirmationRef}
        title={toasts.contactSent.title}
        description={toasts.contactSent.description}
        nextStepsHeading={texts.nextStepsHeading}
        nextSteps={texts.nextSteps(sentTo)}
        againLabel={texts.again}
        onAgain={startAgain}
        headingLevel={3}
      />
    );
  }

  return (
    <form
      ref={formRef}
      // Never sent natively (the submit button is disabled until React runs the form); should it
      // ever be, POST keeps what was typed out of the URL.
      method="post"
      data-hydrated={hydrated || undefined}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={variant === 'partner' ? contactForm.partnerHeading : contactForm.heading}
      aria-busy={pending || undefined}
      className="relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <fieldset disabled={pending} className="min-w-0 space-y-6">
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
            onReject={(message) => setFieldError('cv', message)}
            error={errors.cv}
          />
        ) : null}
        <ConsentField text={contactForm.consent} linkLabel={contactForm.privacyPolicyLinkLabel} checked={consent} onChange={setConsent} error={errors.consent} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <FormAlert messages={alerts} />
        <SubmitRow disabledReason={disabledReason} pending={pending} label={contactForm.submit} pendingLabel={contactForm.submitting} />
      </fieldset>
      <SendingFooter pending={pending} upload={submission.upload} onCancel={submission.cancelUpload} cancelled={submission.cancelled} />
    </form>
  );
}
