import 'bootstrap/dist/css/bootstrap.min.css';
import { renderStandalone } from '@tekvana/shared/standalone';
import TitleSection from './sections/TitleSection/TitleSection';

void renderStandalone('Content remote', [
  { component: TitleSection, section: { order: 1, type: 'TITLE-SECTION', heading: 'Title section', subHeading: 'A page-title banner.' } },
]);
