import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Opening } from '@tekvana/shared';
import {
  isUsOpening,
  SELF_IDENTIFICATION_QUESTION_NAMES,
  SELF_IDENTIFICATION_QUESTIONS,
} from '@tekvana/contracts/careers';
import {
  RadioGroupField,
  SchemaForm,
  StatusMessage,
  SubmitButton,
  useSchemaForm,
  useTimedMessage,
} from '@tekvana/shared/forms';
import { organizationName } from '../config/careersConfig';
import { countriesQuery } from '../queries/careersQueries';
import {
  answersOf,
  EMPTY_VALUES,
  selfIdentificationSchemaFor,
  type SelfIdentificationValues,
} from './selfIdentificationForm';
import { endSelfIdentification, useSelfIdentificationOffer } from './selfIdentificationOffer';
import { sendSelfIdentification } from './sendSelfIdentification';

export const SELF_IDENTIFICATION_TEXTS = {
  heading: 'Voluntary self-identification',
  sent: 'Thank you. Your answers are stored apart from your application.',
  skipped: 'You skipped the questions. Nothing was sent, and your application is unchanged.',
  noAnswer: 'Choose at least one answer to send, or choose Skip.',
  failed: 'Your answers could not be sent. Please check your connection and try again: they are still here.',
} as const;

/**
 * Decision 063: after an application to a US role was sent, the optional self-identification, beside the
 * application form; nothing for other roles, nor before an application was sent.
 */
export function SelfIdentificationStep({ opening }: { opening: Opening }) {
  const offer = useSelfIdentificationOffer(opening.REQ_ID);
  const countries = useQuery(countriesQuery).data;
  if (!offer || !countries || !isUsOpening(opening, countries)) return null;
  // A new application (the form can be sent again) starts the step afresh.
  return (
    <SelfIdentification
      key={offer.candidateId}
      candidateId={offer.candidateId}
      token={offer.token}
      endedBefore={offer.ended}
    />
  );
}

function SelfIdentification({
  candidateId,
  token,
  endedBefore,
}: {
  candidateId: string;
  token: string;
  endedBefore: boolean;
}) {
  const form = useSchemaForm(selfIdentificationSchemaFor, EMPTY_VALUES);
  const [message, showMessage] = useTimedMessage();
  const [ended, setEnded] = useState<'sent' | 'skipped'>();
  const end = (how: 'sent' | 'skipped') => {
    setEnded(how);
    endSelfIdentification();
  };
  // Answered or skipped on an earlier visit to this page: not asked again.
  if (endedBefore && !ended) return null;

  async function send(values: SelfIdentificationValues) {
    const answers = answersOf(values);
    if (Object.keys(answers).length === 0)
      return showMessage({ tone: 'danger', text: SELF_IDENTIFICATION_TEXTS.noAnswer });
    // A failure keeps every answer in the form for another try.
    if (await sendSelfIdentification({ candidateId, token, answers })) end('sent');
    else showMessage({ tone: 'danger', text: SELF_IDENTIFICATION_TEXTS.failed });
  }

  return (
    <section className="mt-4 p-4 border rounded" aria-labelledby="self-identification-heading">
      <h2 id="self-identification-heading" className="h4">
        {SELF_IDENTIFICATION_TEXTS.heading}
      </h2>
      {ended ? (
        <EndNote text={SELF_IDENTIFICATION_TEXTS[ended]} />
      ) : (
        // No draft: these answers are never kept on the device.
        <SchemaForm
          form={form}
          schemaFor={selfIdentificationSchemaFor}
          idPrefix="self-identification"
          aria-labelledby="self-identification-heading"
          onValid={send}
        >
          <p>
            Your application was sent. As a US employer, {organizationName()} invites applicants to its US roles to
            answer these questions for its equal-opportunity reports.
          </p>
          <ul>
            <li>Answering is voluntary. Every question is optional, and each offers “I don’t wish to answer”.</li>
            <li>
              Your answers are kept apart from your application and are never seen by the people who decide on it.
            </li>
            <li>Skipping changes nothing about your application.</li>
          </ul>
          <div className="row g-3">
            {SELF_IDENTIFICATION_QUESTION_NAMES.map((name) => (
              <RadioGroupField
                key={name}
                name={name}
                legend={SELF_IDENTIFICATION_QUESTIONS[name].legend}
                choices={Object.entries(SELF_IDENTIFICATION_QUESTIONS[name].choices).map(([value, label]) => ({
                  value,
                  label,
                }))}
              />
            ))}
          </div>
          <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
            <SubmitButton label="Send answers" busyLabel="Sending…" />
            <button
              type="button"
              className="btn btn-outline-secondary px-4"
              onClick={() => end('skipped')}
              // While answers are on their way, skipping would not take them back.
              disabled={form.formState.isSubmitting}
            >
              Skip
            </button>
          </div>
          <StatusMessage message={message} />
        </SchemaForm>
      )}
    </section>
  );
}

/** What became of the step; focused, since the control the candidate pressed is gone with the form. */
function EndNote({ text }: { text: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} className="mb-0">
      {text}
    </p>
  );
}
