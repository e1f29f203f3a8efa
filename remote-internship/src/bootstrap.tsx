import 'bootstrap/dist/css/bootstrap.min.css';
import '@tekvana/shared/theme.css';
import { renderStandalone } from '@tekvana/shared/standalone';
import InternshipFormSection from './sections/InternshipFormSection/InternshipFormSection';

void renderStandalone('Internship remote', [
  {
    component: InternshipFormSection,
    section: {
      order: 1,
      type: 'INTERNSHIP-FORM',
      heading: 'Apply for an internship',
      subHeading: 'Sample data: a three-month internship-to-job program, open to freshers and career restarters.',
      keyDetails: [
        { key: 'Duration', value: 'Three months' },
        { key: 'Stipend', value: 'Unpaid' },
      ],
    },
  },
]);
