import { useEffect, useMemo } from 'react';
import { JOB_POSTING_FIRST_RESPONSE_ID, jobPostingData } from '@tekvana/contracts/careers';
import { getDeployConfig, type Country, type Opening } from '@tekvana/shared';
import { JsonLd } from '@tekvana/shared/ui';
import { organizationLogoUrl, organizationName } from '../../config/careersConfig';

interface Props {
  opening: Opening;
  descriptionHtml: string;
  countries: readonly Country[] | undefined;
}

/** The JobPosting structured data of the page (decision 019). */
export function JobPostingJsonLd({ opening, descriptionHtml, countries }: Props) {
  const data = useMemo(() => {
    const { siteUrl } = getDeployConfig();
    return jobPostingData(opening, {
      organizationName: organizationName(),
      siteUrl,
      logoUrl: organizationLogoUrl(siteUrl),
      countryCode: countries?.find((c) => c.COUNTRY_UUID === opening.COUNTRY)?.COUNTRY_CODE,
      descriptionHtml,
    });
  }, [opening, descriptionHtml, countries]);
  // The site's server put a JobPosting of its own into a first response it made without a copy (decision 057):
  // this one, from the sanitized description, replaces it, so the page holds one.
  useEffect(() => document.getElementById(JOB_POSTING_FIRST_RESPONSE_ID)?.remove(), []);
  return <JsonLd data={data} />;
}
