import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { heroAi, heroTeam, sceneCelebration, sceneOffice, verticalPeople } from '../images';
import { banner, textWithCards, textWithImage, titleSection } from './blocks';
import { definePage } from './definePage';

const whitePaper = (slug: string) => `https://example.com/white-papers/${slug}`;

/** Events, press releases, office news and the AI white papers. */
export const newsroomPages: Record<string, Page> = {
  'diwali-celebrations': definePage({
    title: 'Diwali Celebrations',
    description: `How ${brand.name} teams in India and the USA celebrated Diwali together: rangoli, diyas, food and giving.`,
    sections: [
      titleSection('Diwali Celebrations', 'Six offices, two continents, one festival of lights.'),
      banner(
        'A festival we celebrate together',
        'Every office decorated, cooked and gave back, and our US teams joined by video for the evening puja.',
        sceneCelebration,
        `/beyond-work/life-at-${brand.slug}`,
        ['The week closed with a dinner in every office and a quiz played across all six at once.'],
      ),
      textWithCards(
        'Highlights of the week',
        ['The celebrations ran for a week so that every shift and time zone could take part.'],
        [
          { icon: 'trophy', title: 'Rangoli competition', subTitle: 'Teams from Gondia, Pune, Noida and Dehradun competed on colour and design.' },
          { icon: 'lightbulb', title: 'Diya decorating', subTitle: 'Hand-painted diyas lit up every office entrance.' },
          { icon: 'house-heart', title: 'Family day', subTitle: 'Families visited the offices for sweets, games and music.' },
          { icon: 'heart', title: 'Giving back', subTitle: 'Sweets and school supplies donated to local children’s homes.' },
        ],
      ),
      textWithImage(
        'Why it matters to us',
        [
          'Festivals are when a growing company remembers it is a community.',
          'Colleagues who joined this year met people from other offices for the first time.',
          'Our US colleagues shared their own traditions, and next year they host a celebration of their own.',
        ],
        verticalPeople,
      ),
    ],
  }),
  [`iit-delhi-and-${brand.slug}`]: definePage({
    title: `IIT Delhi and ${brand.shortName}`,
    description: `Press release, November 8, 2024: ${brand.name} and IIT Delhi collaborate on applied AI research and skills.`,
    sections: [
      titleSection(`IIT Delhi and ${brand.shortName}`, 'Press release'),
      {
        type: 'PRESS-RELEASE',
        heading: `${brand.name} announces collaboration with IIT Delhi`,
        subHeading: 'Applied research in generative AI for regulated industries, and skills programmes for students.',
        supportText: [`Source: ${brand.name} | November 8, 2024`],
        imageUrl: heroAi,
        targetUrl: 'https://example.com/press/iit-delhi-collaboration',
        pressrelease: {
          title: `${brand.name} and IIT Delhi join hands on applied AI`,
          content: [
            {
              heading: 'The collaboration',
              subheading: [
                `${brand.name} and IIT Delhi will work together on applied research in generative AI for regulated industries such as pharma and insurance.`,
                'The first projects study how AI agents can draft long technical documents with traceable sources.',
              ],
            },
            {
              heading: 'Skills and internships',
              subheading: [
                'Students will join research projects alongside engineers from our Pune and Noida offices.',
                `The programme complements ${brand.shortName}’s internships for freshers from tier 3 cities, women re-entering work and career restarters.`,
              ],
            },
            {
              heading: 'What comes next',
              subheading: [
                'Joint workshops begin in early 2025.',
                'Findings will be shared through open publications and our white papers.',
              ],
            },
          ],
          hashtags: [brand.shortName, 'IITDelhi', 'GenerativeAI', 'AppliedResearch'],
        },
      },
    ],
  }),
  'new-office-in-pune': definePage({
    title: 'New Office in Pune',
    description: `${brand.name} opens a new office in Pune for its AI and cloud engineering teams.`,
    sections: [
      titleSection('Our New Office in Pune', 'More room for the teams building our AI and cloud work.'),
      banner(
        'Now open in Baner, Pune',
        'A bright, accessible workspace with room for our growing AI, cloud and QA teams.',
        heroTeam,
        '/locations',
      ),
      textWithImage(
        'What the new office brings',
        [
          'Collaboration rooms set up for working live with clients in the USA.',
          'A training space for our internship and returners programmes.',
          'Quiet zones, accessible facilities and space to grow.',
        ],
        sceneOffice,
      ),
    ],
  }),
  'artificial-intelligence': definePage({
    title: 'AI White Papers',
    description: `White papers from ${brand.name} on generative AI, private language models, agents and AI in regulated industries.`,
    sections: [
      titleSection('AI White Papers', 'What we have learned building AI products for real work.'),
      {
        type: 'BLOGS',
        heading: 'Latest white papers',
        Blogs: [
          {
            id: 1,
            title: 'Twenty-five agents, one clinical study report',
            introduction: 'How splitting a clinical study report across 25 section agents and 100 open-source documents made drafts faster and easier to review.',
            date: 'March 4, 2025',
            link: whitePaper('clinical-report-agents'),
          },
          {
            id: 2,
            title: 'Private LLMs: when keeping the model in-house pays off',
            introduction: 'A practical comparison of private and public language models on cost, accuracy and data control.',
            date: 'February 11, 2025',
            link: whitePaper('private-llm-economics'),
          },
          {
            id: 3,
            title: 'Screening 45,000 resumes without losing the human touch',
            introduction: 'Lessons from running an AI recruitment copilot on our own candidate pool, including how we reduce bias.',
            date: 'January 21, 2025',
            link: whitePaper('resume-copilot-lessons'),
          },
          {
            id: 4,
            title: 'From question to SQL: making conversational BI trustworthy',
            introduction: 'Why semantic layers, test sets and visible queries matter more than model size.',
            date: 'December 10, 2024',
            link: whitePaper('conversational-bi-trust'),
          },
          {
            id: 5,
            title: 'Reading contracts at portfolio scale',
            introduction: 'How clause extraction, playbooks and human review turn a folder of PDFs into usable data.',
            date: 'November 19, 2024',
            link: whitePaper('contract-portfolio-ai'),
          },
          {
            id: 6,
            title: 'Dashboards that tell the story',
            introduction: 'Automating the narrative behind the numbers, and keeping analysts in charge of the message.',
            date: 'October 15, 2024',
            link: whitePaper('dashboard-storytelling'),
          },
        ],
      },
    ],
  }),
};
