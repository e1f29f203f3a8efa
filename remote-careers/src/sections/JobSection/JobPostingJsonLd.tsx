import { useMemo } from 'react';
import { getDeployConfig, type Country, type Opening } from '@tekvana/shared';
import { organizationName } from '../../config/careersConfig';
import { jobPostingData, jsonLdText } from './jobPosting';

interface Props {
  opening: Opening;
  descriptionHtml: string;
  countries: readonly Country[] | undefined;
}

/** The JobPosting structured data of the page (decision 019). */
export function JobPostingJsonLd({ opening, descriptionHtml, countries }: Props) {
  const json = useMemo(
    () =>
      jsonLdText(
        jobPostingData(opening, {
          organizationName: organizationName(),
          siteUrl: getDeployConfig().siteUrl,
          countryCode: countries?.find((c) => c.COUNTRY_UUID === opening.COUNTRY)?.COUNTRY_CODE,
          descriptionHtml,
        }),
      ),
    [opening, descriptionHtml, countries],
  );
  // React does not run inline scripts it renders; this one is data for crawlers, escaped by jsonLdText.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
