import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@tekvana/shared/standalone';
import InternshipFormSection from './sections/InternshipFormSection/InternshipFormSection';

void renderStandalone('Internship remote', [
  { component: InternshipFormSection, section: { order: 1, type: 'INTERNSHIP-FORM', heading: 'Internship form section', keyDetails: [] } },
]);
