import { useEffect, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { countriesQuery } from '../../../queries/careersQueries';
import { GeneralApplicationForm } from './GeneralApplicationForm';

/**
 * What the "Send us your resume" button loads (decision 031: the form's code only when it is opened). Each new
 * focusRequest, the first one included, moves focus to the form's heading.
 */
export default function GeneralApplicationPanel({ focusRequest }: { focusRequest: number }) {
  return (
    // The openings page has fetched the countries already; should that have failed, this is where to retry.
    <LoadBoundary
      inPlace
      message="The countries could not be loaded. Please check your connection and try again."
      loadingLabel="Loading the form…"
    >
      <LoadedForm focusRequest={focusRequest} />
    </LoadBoundary>
  );
}

function LoadedForm({ focusRequest }: { focusRequest: number }) {
  const { data: countries } = useSuspenseQuery(countriesQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [focusRequest]);
  return <GeneralApplicationForm countries={countries} headingRef={heading} />;
}
