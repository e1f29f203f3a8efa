import type { FaqItem, Page } from '@tekvana/shared';
import { brand } from '../brand';
import { verticalCode, verticalData, verticalPeople } from '../images';
import { faq, textWithImage, titleSection } from './blocks';
import { definePage, type SectionInput } from './definePage';

/** The internship facts (decision 009), asked about on every internship page. */
const internshipFaqs: [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem] = [
  { question: 'Is the internship paid?', answer: 'No. Our internships are unpaid; they are a route into paid work through the internship-to-job program.' },
  { question: 'Who can apply?', answer: 'Freshers from tier 3 cities, women re-entering work and career restarters.' },
  { question: 'What is the internship-to-job program?', answer: 'A three-month program of real project work with a mentor; interns who meet its goals are considered for open roles.' },
  { question: 'Do I need experience?', answer: 'No. Freshers are welcome, and experienced applicants tell us about their background in the form.' },
  { question: 'How do I apply?', answer: 'Fill in the application form on this page and attach your resume. We reply by e-mail.' },
];

/** Every internship page: a banner, what the track covers, the application form (no key details) and the FAQs. */
function internshipPage(area: string, lead: string, points: string[], imageUrl: string, extraFaq?: FaqItem): Page {
  const form: SectionInput = {
    type: 'INTERNSHIP-FORM',
    heading: 'Apply for this internship',
    subHeading: `Tell us about yourself and choose ${area} as your area of interest.`,
    keyDetails: [],
  };
  return definePage({
    title: `${area} Internship`,
    description: `Unpaid ${area.toLowerCase()} internship at ${brand.name} for freshers from tier 3 cities, women re-entering work and career restarters.`,
    sections: [
      titleSection(`${area} Internship`, lead),
      textWithImage('What you will do', points, imageUrl),
      form,
      faq(`${area} internship questions`, extraFaq ? [...internshipFaqs, extraFaq] : internshipFaqs),
    ],
  });
}

export const internshipPages: Record<string, Page> = {
  'software-development': internshipPage(
    'Software Development',
    'Write production code with a mentor on real client and product work.',
    [
      'Build features in web and back-end applications using modern frameworks.',
      'Learn code review, automated testing and version control the way professional teams use them.',
      'Finish the three-month internship-to-job program with work you can show.',
    ],
    verticalCode,
    { question: 'Which languages will I use?', answer: 'Mostly TypeScript, Java or Python, depending on the project you join.' },
  ),
  'data-engineering-analytics': internshipPage(
    'Data Engineering & Analytics',
    'Build the pipelines and reports that businesses run on.',
    [
      'Clean, transform and load data with SQL and Python.',
      'Build dashboards that answer real business questions.',
      'Learn how data quality checks and documentation keep reports trustworthy.',
    ],
    verticalData,
  ),
  'data-science': internshipPage(
    'Data Science',
    'Work on machine learning and generative AI problems with our AI engineers.',
    [
      'Explore data, build baseline models and measure them honestly.',
      'Help evaluate generative AI features against reference answers.',
      'Present what you found to the team in plain language.',
    ],
    verticalData,
    { question: 'Do I need a statistics background?', answer: 'Basic statistics and Python help; we teach the rest during the program.' },
  ),
  'testing-qa': internshipPage(
    'Testing (QA)',
    'Learn to find the problems before customers do.',
    [
      'Write and run test cases for web and mobile applications.',
      'Start automating checks with Playwright and API tests.',
      'Report defects clearly enough that developers can fix them first time.',
    ],
    verticalCode,
  ),
  staffing: internshipPage(
    'Staffing',
    'Learn IT recruitment from sourcing to offer alongside our recruiters.',
    [
      'Source candidates from our pool of 45,000 candidate resumes and job boards.',
      'Screen profiles against job descriptions with our Resume Copilot.',
      'Coordinate interviews and keep candidates informed at every step.',
    ],
    verticalPeople,
  ),
  apply: definePage({
    title: 'Apply for an Internship',
    description: `Apply for an unpaid internship at ${brand.name}: software development, data engineering, data science, testing or staffing.`,
    sections: [
      titleSection('Apply for an Internship', 'One form for every internship track. Choose your area of interest below.'),
      textWithImage(
        'Who our internships are for',
        [
          'Freshers from tier 3 cities who want a first step into technology careers.',
          'Women re-entering work after a break, and career restarters changing direction.',
          'Everyone joins the three-month internship-to-job program with a mentor.',
        ],
        verticalPeople,
      ),
      {
        type: 'INTERNSHIP-FORM',
        heading: 'Internship application',
        subHeading: 'Fields marked as required must be filled in. Attach your resume before you submit.',
        keyDetails: [],
      },
      faq('Internship questions', [
        ...internshipFaqs,
        { question: 'Which areas can I choose?', answer: 'Software Development, Data Engineering/Analytics, Data Science, Testing (QA), Staffing or another area you name.' },
      ]),
    ],
  }),
};
