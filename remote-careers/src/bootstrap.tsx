import 'bootstrap/dist/css/bootstrap.min.css';
import '@tekvana/shared/theme.css';
import { renderStandalone } from '@tekvana/shared/standalone';
import { setCareersRoutes } from './config/careersConfig';
import { careersSampleSections } from './standalone/sampleSections';

// The standalone page is one index.html: the list and the job description both live on it, told apart by jobId.
setCareersRoutes({ openings: '/', jobDescription: '/' });

void renderStandalone('Careers remote', careersSampleSections);
