import { fieldErrorMessages } from '#content/field-errors';
import { applicationForm, contactForm, euCitizenOptions, formConfirmations, formStatusTexts, visaStatusOptions, type EuCitizenAnswer, type VisaStatus } from '#content/forms';
import type { FeaturedJob } from '#content/jobs';
import { toasts } from '#content/messages';
import { submitApplication, type SubmissionAccepted } from '@/features/submissions/api/submissions-api';
import { CvUploadField } from '@/features/submissions/components/cv-upload-field';
import { ConsentField, FormAlert, HoneypotField, RadioGroupField, SelectField, TextField } from '@/features/submissions/components/form-fields';
import { missingReason, SendingFooter, SentConfirmation, SubmitRow } from '@/features/submissions/components/form-status';
import type { FieldErrors } from '@/features/submissions/form-state';
import { useFormState } from '@/features/submissions/use-form-state';
import { useFormSubmission } from '@/features/submissions/use-form-submission';

const emptyValues = { name: '', email: '', phone: '', isEuCitizen: '', visaStatus: '' };
type Values = typeof emptyValues;

const shownFields = ['name', 'email', 'phone', 'isEuCitizen', 'visaStatus', 'consent', 'cv'] as const;
const filled = (value: string) => value.trim() !== '';

/** What the application still lacks before it can be sent, in the form's order (the hint's words). */
export function missingAnswers(values: Values, file: File | null, consent: boolean): string[] {
  const texts = formStatusTexts.missing;
  const missing: string[] = [];
  if (!filled(values.name)) missing.push(texts.name);
  if (!filled(values.email)) missing.push(texts.email);
  if (!filled(values.phone)) missing.push(texts.phone);
  if (values.isEuCitizen === '') missing.push(texts.isEuCitizen);
  else if (values.isEuCitizen === 'no' && values.visaStatus === '') missing.push(texts.visaStatus);
  if (!file) missing.push(texts.cv);
  if (!consent) missing.push(texts.consent);
  return missing;
}

/**
 * The job application form. Submit stays disabled until every required answer is there (the visa
 * status only for a non-EU applicant), a CV is chosen and the GDPR consent ticked, and says what is
 * missing under it. Answering 'yes' to EU citizenship clears the visa status. The CV upload shows
 * its progress with a Cancel; success clears everything and puts a lasting confirmation in the
 * form's place, a failure or a cancel keeps it all.
 */
export function JobApplicationForm({ job }: { job: FeaturedJob }) {
  const form = useFormState(emptyValues);
  const { formRef, confirmationRef, hydrated, values, setField, consent, setConsent, file, chooseFile, honeypot, setHoneypot, errors, alerts, setFieldError, submitHandler, sent, startAgain } = form;
  const { labels } = applicationForm;

  const submission = useFormSubmission<Values, SubmissionAccepted>(form, {
    send: (attempt) =>
      submitApplication({
        jobId: job.id,
        name: attempt.values.name,
        email: attempt.values.email,
        phone: attempt.values.phone,
        isEuCitizen: attempt.values.isEuCitizen as EuCitizenAnswer,
        ...(attempt.values.isEuCitizen === 'no' ? { visaStatus: attempt.values.visaStatus as VisaStatus } : {}),
        cv: attempt.cv!,
        consent: true,
        idempotencyKey: attempt.idempotencyKey,
        ...(honeypot ? { honeypot } : {}),
      }),
    shownFields,
    toasts: { sent: toasts.applicationSubmitted, failed: toasts.applicationFailed },
  });
  const { pending, sentTo } = submission;

  const set = (field: keyof Values) => (value: string) =>
    // An EU citizen needs no visa: 'yes' clears any status chosen before.
    setField(field, value, field === 'isEuCitizen' && value === 'yes' ? { visaStatus: '' } : {});

  const disabledReason = !hydrated ? formStatusTexts.preparing : missingReason(missingAnswers(values, file, consent));

  const onSubmit = submitHandler({
    pending,
    loadSchema: async () => (await import('#core/schemas/application')).applicationFormSchema,
    input: () => ({ ...values, consent }),
    extraProblems: (): FieldErrors => (file ? {} : { cv: fieldErrorMessages.cvRequired }),
    send: () => submission.start(values, file),
  });

  if (sent) {
    const texts = formConfirmations.application;
    return (
      <SentConfirmation
        confirmationRef={confirmationRef}
        title={toasts.applicationSubmitted.title}
        description={toasts.applicationSubmitted.description}
        nextStepsHeading={texts.nextStepsHeading}
        nextSteps={texts.nextSteps(job.title, sentTo)}
        againLabel={texts.again}
        onAgain={startAgain}
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
      aria-labelledby="application-form-heading"
      aria-busy={pending || undefined}
      className="relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <fieldset disabled={pending} className="min-w-0 space-y-6">
        <h2 id="application-form-heading" className="text-2xl font-bold text-navy-900">
          {applicationForm.heading}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="name" label={labels.name} value={values.name} onChange={set('name')} error={errors.name} required autoComplete="name" maxLength={100} />
          <TextField name="email" type="email" label={labels.email} value={values.email} onChange={set('email')} error={errors.email} required autoComplete="email" maxLength={254} />
          <TextField name="phone" type="tel" label={labels.phone} value={values.phone} onChange={set('phone')} error={errors.phone} required autoComplete="tel" maxLength={40} />
        </div>
        <RadioGroupField name="isEuCitizen" legend={labels.isEuCitizen} value={values.isEuCitizen} onChange={set('isEuCitizen')} options={euCitizenOptions} error={errors.isEuCitizen} required />
        {values.isEuCitizen === 'no' ? (
          <SelectField
            name="visaStatus"
            label={labels.visaStatus}
            value={values.visaStatus}
            onChange={set('visaStatus')}
            options={visaStatusOptions}
            placeholder={applicationForm.visaPlaceholder}
            error={errors.visaStatus}
            required
          />
        ) : null}
        <CvUploadField
          label={labels.cv}
          file={file}
          onChange={chooseFile}
          onReject={(message) => setFieldError('cv', message)}
          error={errors.cv}
          required
        />
        <ConsentField text={applicationForm.consent} linkLabel={contactForm.privacyPolicyLinkLabel} checked={consent} onChange={setConsent} error={errors.consent} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <FormAlert messages={alerts} />
        <SubmitRow disabledReason={disabledReason} pending={pending} label={applicationForm.submit} pendingLabel={applicationForm.submitting} />
      </fieldset>
      <SendingFooter pending={pending} upload={submission.upload} onCancel={submission.cancelUpload} cancelled={submission.cancelled} />
    </form>
  );
}
