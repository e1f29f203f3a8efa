import { useMemo } from 'react';
import { getDeployConfig, usePageHead, type Opening, type SectionProps } from '@tekvana/shared';
import { jobPageHead } from '@tekvana/contracts/careers';
import { LoadingIndicator } from '@tekvana/shared/ui';
import { LoadError } from '../../components/LoadError';
import { brandShortName, jobDescriptionHref } from '../../config/careersConfig';
import { openingField } from '../../opening/openingField';
import { useOpening } from '../../opening/useOpening';
import { withQueries } from '../../queries/withQueries';
import { SelfIdentificationStep } from '../../selfIdentification/SelfIdentificationStep';
import { SaveJobButton } from '../../savedJobs/SaveJobButton';
import { SavedJobsProblem } from '../../savedJobs/SavedJobsProblem';
import { ApplicationForm } from './ApplicationForm/ApplicationForm';
import { BackToJobs } from './BackToJobs';
import { EqualOpportunity } from './EqualOpportunity';
import { JumpToApplication } from './JumpToApplication';
import { JobDescription } from './JobDescription';
import { JobPostingJsonLd } from './JobPostingJsonLd';
import { OpeningUnavailable } from './OpeningUnavailable';
import { plainText, sanitizeHtml } from '@tekvana/shared/sanitize';
import { ShareJob } from './ShareJob';
import { SimilarOpenings } from './SimilarOpenings';
import { useApplicationLists } from './useApplicationLists';
import './JobSection.css';

/** Job description page body: the opening on the left, the application form on the right. */
function JobSection({ section }: SectionProps<'JOB-SECTION'>) {
  const result = useOpening();
  return (
    <section className="job-section py-5">
      <div className="container-xl">
        {result.status === 'loading' && <LoadingIndicator label="Loading the opening…" inline />}
        {result.status === 'error' && (
          <LoadError
            message="The opening could not be loaded. Please check your connection and try again."
            onRetry={result.retry}
          />
        )}
        {result.status === 'missing' && <OpeningUnavailable />}
        {result.status === 'found' && <JobDetails section={section} opening={result.opening} />}
      </div>
    </section>
  );
}

export default withQueries(JobSection);

function JobDetails({ section, opening }: SectionProps<'JOB-SECTION'> & { opening: Opening }) {
  const lists = useApplicationLists(opening.COUNTRY);
  // The description fields hold the opening's HTML; they are rendered only after sanitizing.
  const descriptionFields = section.fields.description;
  const htmlBlocks = useMemo(
    () => descriptionFields.map((field) => ({ field, html: sanitizeHtml(openingField(opening, field)) })),
    [descriptionFields, opening],
  );
  const descriptionHtml = htmlBlocks.map((block) => block.html).join('\n');
  const url = new URL(jobDescriptionHref(opening.REQ_ID), getDeployConfig().siteUrl).href;
  const head = useMemo(
    () => jobPageHead(opening, { brandShortName: brandShortName(), url, descriptionText: plainText(descriptionHtml) }),
    [opening, url, descriptionHtml],
  );
  usePageHead(head);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <BackToJobs />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <SavedJobsProblem />
          <SaveJobButton job={opening} />
          <ShareJob title={head.title} url={url} />
          <JumpToApplication />
        </div>
      </div>
      <div className="row g-5">
        <div className="col-lg-7">
          <JobDescription section={section} opening={opening} htmlBlocks={htmlBlocks} />
          <EqualOpportunity opening={opening} />
        </div>
        <div className="col-lg-5">
          <div className="job-section__apply render-when-near">
            {lists.status === 'loading' && <LoadingIndicator label="Loading the application form…" inline />}
            {lists.status === 'error' && (
              <LoadError message="The application form could not be loaded. Please try again." onRetry={lists.retry} />
            )}
            {/* One form per job: moving to another opening starts its own form and its own draft (decision 028). */}
            {lists.status === 'ready' && <ApplicationForm key={opening.REQ_ID} opening={opening} lists={lists.lists} />}
            <SelfIdentificationStep opening={opening} />
          </div>
        </div>
      </div>
      <SimilarOpenings opening={opening} />
      <JobPostingJsonLd
        opening={opening}
        descriptionHtml={descriptionHtml}
        countries={lists.status === 'ready' ? lists.lists.countries : undefined}
      />
    </>
  );
}
