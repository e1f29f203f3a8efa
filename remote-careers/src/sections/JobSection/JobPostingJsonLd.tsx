import { useMemo } from 'react';
import { getDeployConfig, type Country, type Opening } from '@tekvana/shared';
import { JsonLd } from '@tekvana/shared/ui';
import { organizationLogoUrl, organizationName } from '../../config/careersConfig';
import { jobPostingData } from './jobPosting';

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
  return <JsonLd data={data} />;
}
