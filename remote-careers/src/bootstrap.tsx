import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@tekvana/shared/standalone';
import JobTitleSection from './sections/JobTitleSection/JobTitleSection';

void renderStandalone('Careers remote', [
  { component: JobTitleSection, section: { order: 1, type: 'JOB-TITLE-SECTION', heading: 'Job title section' } },
]);
