import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import {
  heroTeam,
  sceneCelebration,
  sceneCommunity,
  sceneLearning,
  sceneOffice,
  verticalPeople,
} from '../images';
import { banner, faq, textWithCards, textWithImage, titleSection } from './blocks';
import { companyStats } from './companyStats';
import { definePage } from './definePage';
import { offices } from './offices';

const officeName = (city: string, country: string, headOffice?: boolean) =>
  `${city}, ${country}${headOffice ? ' (head office)' : ''}`;

const allOffices = offices.flatMap(({ country, addresses }) => addresses.map((office) => ({ country, ...office })));

/** About-us pages: leadership, history, life at the company, DEI, locations and CSR. */
export const aboutPages: Record<string, Page> = {
  leadership: definePage({
    title: 'Leadership',
    description: `Meet the three executives who lead ${brand.name} and the vision each of them holds for the company.`,
    sections: [
      titleSection('Our Leadership', 'Three leaders, one shared aim: technology that earns its place in our clients’ work.'),
      {
        type: 'PROFILE-CARDS',
        heading: 'Executive team',
        cardsData: [
          {
            icon: '',
            title: 'Aditi Wankhede',
            subTitle: 'Founder and Chief Executive Officer',
            vision: `I started ${brand.shortName} in Gondia to prove that world-class engineering can come from any town. My vision is a company where talent from small cities builds the technology large companies depend on.`,
          },
          {
            icon: '',
            title: 'Daniel Brooks',
            subTitle: 'President, North America',
            vision: 'Clients should never have to choose between speed and quality. I want every client in the USA to feel they have a senior team on call, whatever the size of their project.',
          },
          {
            icon: '',
            title: 'Rahul Menon',
            subTitle: 'Chief Technology Officer',
            vision: 'AI should do the heavy lifting and people should make the decisions. I want every product we build to be private, explainable and measurably better than the process it replaces.',
          },
        ],
      },
      textWithImage(
        'How we lead',
        [
          'Our leaders spend time with delivery teams every week, not only in quarterly reviews.',
          'Decisions are written down with their reasons, so anyone in the company can follow them.',
          'Over 45% of our workforce are women, and we expect our leadership pipeline to reflect that.',
        ],
        verticalPeople,
      ),
    ],
  }),
  'our-journey': definePage({
    title: 'Our Journey',
    description: `How ${brand.name} grew from a small software team in Gondia in 2011 to over 250 people in the USA and India.`,
    sections: [
      titleSection('Our Journey', 'From a small team in Gondia to six offices on two continents.'),
      {
        type: 'TIMELINE-SECTION',
        heading: 'Milestones',
        cardsData: [
          { title: '2011', subTitle: `${brand.shortName} is founded`, description: 'A five-person software team opens its first office in Gondia, which remains our head office.' },
          { title: '2015', subTitle: 'First office in the USA', description: 'Our Kansas office opens to serve clients across the Midwest.' },
          { title: '2018', subTitle: 'Staffing practice launched', description: 'We open in North Carolina and begin placing engineers with clients on permanent and contract terms.' },
          { title: '2020', subTitle: 'Growth in India', description: 'A Noida office joins Gondia, and our teams learn to deliver fully remotely during the pandemic.' },
          { title: '2024', subTitle: 'New office in Pune', description: 'We open a new office in Pune for our AI and cloud engineering teams.' },
          { title: '2024', subTitle: 'IIT Delhi collaboration', description: 'On November 8, 2024 we announce a collaboration with IIT Delhi on applied AI research and skills.' },
          { title: '2025', subTitle: 'Dehradun office opens', description: 'Our Dehradun office opens on 2 January 2025, our fourth office in India.' },
        ],
      },
      companyStats('Where we are today'),
    ],
  }),
  [`life-at-${brand.slug}`]: definePage({
    title: `Life at ${brand.shortName}`,
    description: `What it is like to work at ${brand.name}: our values, our people and what they say about us.`,
    sections: [
      titleSection(`Life at ${brand.shortName}`, 'A young, curious team that learns in public and looks after each other.'),
      textWithImage(
        'A young team with room to grow',
        [
          '65% of our people are Gen Z and Millennials, and many join us straight from college or our internships.',
          'Over 45% of our workforce are women, across engineering, delivery and leadership roles.',
          'Our latest survey put employee satisfaction at 94.7%, and we publish the results internally every year.',
        ],
        verticalPeople,
      ),
      {
        type: 'COMPANY-VALUES',
        heading: 'What we value',
        values: [
          { title: 'Learn every week', description: 'Every engineer gets protected time for learning, certifications and internal talks.', img: sceneLearning },
          { title: 'Own the outcome', description: 'Teams are trusted with whole problems, not just tasks, and they see the results.', img: sceneOffice },
          { title: 'Care for each other', description: 'Flexible hours, mental health support and leaders who ask how you are doing.', img: sceneCommunity },
          { title: 'Celebrate together', description: 'From Diwali to project launches, we make time to mark what matters.', img: sceneCelebration },
        ],
      },
      {
        type: 'EMPLOYEE-FEEDBACK',
        heading: 'In their own words',
        feedback: [
          { id: 1, text: 'I joined as an intern from a tier 3 city. Two years later I lead the test automation for a US client.', imageUrl: '', name: 'Pooja Rahangdale', position: 'QA Lead, Gondia' },
          { id: 2, text: 'After a long career break I was worried about catching up. The returners programme gave me time and a mentor.', imageUrl: '', name: 'Sunita Bisht', position: 'Software Engineer, Dehradun' },
          { id: 3, text: 'I get to work on real generative AI products, not demos, with people who explain their decisions.', imageUrl: '', name: 'Arjun Kulkarni', position: 'AI Engineer, Pune' },
          { id: 4, text: 'Working across time zones is easier when the whole company treats the handover as part of the job.', imageUrl: '', name: 'Megan Turner', position: 'Delivery Manager, Kansas' },
        ],
      },
      banner('Join us', 'See our current openings or apply for an internship.', heroTeam, '/current-openings/job-openings?type=all'),
    ],
  }),
  dei: definePage({
    title: 'Diversity, Equity and Inclusion',
    description: `Diversity, equity and inclusion at ${brand.name}: over 45% women, returners after career breaks of up to 12 years, and internships for tier 3 cities.`,
    sections: [
      titleSection('Diversity, Equity and Inclusion', 'Talent is everywhere. Opportunity should be too.'),
      textWithImage(
        'Who we are',
        [
          'Over 45% of our workforce are women, and 65% are Gen Z and Millennials.',
          'We welcome professionals returning after career breaks of up to 12 years.',
          'Our internships are open to freshers from tier 3 cities, women re-entering work and career restarters.',
        ],
        verticalPeople,
      ),
      textWithCards(
        'Programmes that make it real',
        ['Inclusion is a set of programmes with owners and budgets, reviewed every year.'],
        [
          { icon: 'arrow-repeat', title: 'Returners programme', subTitle: 'Paid refresh training and mentoring after breaks of up to 12 years.' },
          { icon: 'mortarboard', title: 'Tier 3 city internships', subTitle: 'Unpaid internships with a three-month internship-to-job program.' },
          { icon: 'gender-ambiguous', title: 'Fair hiring', subTitle: 'Structured interviews and anonymised resume screening.' },
          { icon: 'universal-access', title: 'Accessible workplace', subTitle: 'Accessible offices, tools and flexible working.' },
        ],
      ),
      faq('DEI questions', [
        { question: 'What share of your workforce are women?', answer: 'Over 45%, and we track it by team and by level.' },
        { question: 'I have been away from work for years. Can I apply?', answer: 'Yes. We hire professionals returning after career breaks of up to 12 years.' },
        { question: 'Are internships paid?', answer: 'No, our internships are unpaid; the three-month internship-to-job program can lead to a paid role.' },
        { question: 'Who can apply for an internship?', answer: 'Freshers from tier 3 cities, women re-entering work and career restarters.' },
        { question: 'How do you keep hiring fair?', answer: 'Every candidate for a role gets the same structured interview and scoring guide.' },
      ]),
    ],
  }),
  locations: definePage({
    title: 'Locations',
    description: `${brand.name} offices: Kansas and North Carolina in the USA; Gondia (head office), Pune, Noida and Dehradun in India.`,
    sections: [
      titleSection('Our Locations', 'Two offices in the USA and four in India, with our head office in Gondia.'),
      {
        type: 'TEXT-SECTION',
        heading: 'Where to find us',
        supportText: ['Our newest office, in Dehradun, opened on 2 January 2025.'],
        iconsList: allOffices.map(({ city, country, headOffice }) => ({ icon: 'geo-alt', label: officeName(city, country, headOffice) })),
      },
      {
        type: 'TEXT-WITH-ACCORDION',
        heading: 'Office addresses',
        accordionData: allOffices.map(({ city, country, address, headOffice }) => ({
          title: officeName(city, country, headOffice),
          description: address,
        })),
      },
      banner('Visit or write to us', 'Leave a message and the nearest office will get back to you.', heroTeam, '/contact-us'),
    ],
  }),
  csr: definePage({
    title: 'Corporate Social Responsibility',
    description: `How ${brand.name} invests in education, employability and communities around its offices.`,
    sections: [
      titleSection('Corporate Social Responsibility', 'We grow where we are rooted: in the towns and cities our people come from.'),
      {
        type: 'SOCIAL-IMPACT',
        heading: 'Our social impact',
        impact: [
          { title: 'Digital skills for small-town students', societyImages: [sceneLearning, sceneOffice, sceneCommunity] },
          { title: 'Community and environment', societyImages: [sceneCommunity, sceneCelebration, sceneLearning] },
        ],
      },
      textWithCards(
        'Our programmes',
        ['Employees volunteer in work time, and each office chooses its own local partners.'],
        [
          { icon: 'mortarboard', title: 'Coding clubs', subTitle: 'Weekend coding clubs for school students near our offices.' },
          { icon: 'person-check', title: 'Employability', subTitle: 'Interview and resume workshops for graduates from tier 3 cities.' },
          { icon: 'tree', title: 'Green offices', subTitle: 'Tree planting drives and less waste in every office.' },
          { icon: 'heart', title: 'Community support', subTitle: 'Donation drives at festivals and after local emergencies.' },
        ],
      ),
    ],
  }),
};
