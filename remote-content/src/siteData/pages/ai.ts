import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { heroAi, verticalCode, verticalData, verticalPeople } from '../images';
import { accordion, faq, talkToUs } from './blocks';
import { servicePage } from './servicePage';

/** Artificial intelligence, generative AI and AI & NLP pages of the main menu, plus the agentic and NLQ pages. */
export const aiPages: Record<string, Page> = {
  conversational: servicePage({
    title: 'Conversational AI',
    description: 'Chat and voice assistants that answer from your own knowledge, hand over to people and work in several languages.',
    lead: 'Assistants that answer customers and staff from your own knowledge, and know when to pass to a person.',
    intro: {
      heading: 'Assistants for every channel',
      subHeading: 'Grounded in your content, measured on resolved conversations.',
      cards: [
        { icon: 'chat-dots', title: 'Customer support', subTitle: 'Answers on web and messaging channels, day and night.' },
        { icon: 'person-badge', title: 'Employee help desk', subTitle: 'HR and IT questions answered from policy documents.' },
        { icon: 'translate', title: 'Multilingual', subTitle: 'English, Hindi and other languages in one assistant.' },
        { icon: 'people', title: 'Human handover', subTitle: 'Smooth transfer to an agent with the full conversation.' },
      ],
    },
    detail: {
      heading: 'Built to be trusted',
      points: [
        'Answers are drawn from approved sources and cite them, so staff can check any reply.',
        'Guard rails keep the assistant on topic and away from personal data it should not use.',
        'Dashboards show resolution rates and the questions it could not answer, so content improves every week.',
      ],
      imageUrl: verticalPeople,
    },
    more: [
      faq('Conversational AI questions', [
        { question: 'Which channels are supported?', answer: 'Web chat, messaging apps, Microsoft Teams, Slack and voice lines.' },
        { question: 'Can it use our knowledge base?', answer: 'Yes. It reads your documents, help articles and FAQs and stays in sync as they change.' },
        { question: 'Does our data train a public model?', answer: 'No. Your data stays in your environment, and private models are available.' },
        { question: 'How do you measure success?', answer: 'By resolved conversations, handover rate and customer satisfaction.' },
        { question: 'How long does a first assistant take?', answer: 'A pilot on one channel and one topic usually goes live in six weeks.' },
      ]),
      talkToUs('conversational AI', heroAi),
    ],
  }),
  'private-llm': servicePage({
    title: 'Private LLM',
    description: 'Private large language models hosted in your cloud or data centre, tuned on your documents and kept under your control.',
    lead: 'The power of large language models, inside your own security boundary.',
    intro: {
      heading: 'Your model, your data, your rules',
      subHeading: 'Open models hosted where your data already lives.',
      cards: [
        { icon: 'shield-lock', title: 'Private hosting', subTitle: 'Models run in your cloud account or on your own hardware.' },
        { icon: 'book', title: 'Retrieval over your documents', subTitle: 'Answers grounded in your contracts, policies and reports.' },
        { icon: 'gear', title: 'Fine-tuning', subTitle: 'Models adapted to your vocabulary and formats.' },
        { icon: 'clipboard-check', title: 'Evaluation', subTitle: 'Accuracy measured on your own test questions before go-live.' },
      ],
    },
    detail: {
      heading: 'Why private',
      points: [
        'Confidential data never leaves your environment or reaches a third-party API.',
        'Costs are predictable: you pay for capacity, not per word.',
        'You choose when to upgrade the model, so behaviour does not change overnight.',
      ],
      imageUrl: verticalCode,
    },
    more: [
      faq('Private LLM questions', [
        { question: 'Which models do you deploy?', answer: 'Leading open-weight models, chosen by size, licence and your accuracy tests.' },
        { question: 'What hardware is needed?', answer: 'From a single GPU server for a department to a cluster for company-wide use; we size it with you.' },
        { question: 'Can it connect to our systems?', answer: 'Yes, through secure connectors to document stores, databases and business applications.' },
        { question: 'Is it as good as public models?', answer: 'For focused business tasks with good retrieval, private models match or beat general public ones.' },
        { question: 'Who maintains it?', answer: 'We can run it for you, or hand over with runbooks and training.' },
      ]),
      talkToUs('a private LLM', heroAi),
    ],
  }),
  'deep-learning-models': servicePage({
    title: 'Deep Learning Models',
    description: 'Custom deep learning for vision, documents, forecasting and anomaly detection, from data preparation to monitored production.',
    lead: 'Custom models for the problems off-the-shelf AI does not solve.',
    intro: {
      heading: 'Deep learning we deliver',
      subHeading: 'Models trained on your data and judged on your metrics.',
      cards: [
        { icon: 'search', title: 'Computer vision', subTitle: 'Inspection, counting and defect detection from images and video.' },
        { icon: 'file-earmark-text', title: 'Document understanding', subTitle: 'Fields and tables extracted from forms and scans.' },
        { icon: 'graph-up-arrow', title: 'Forecasting', subTitle: 'Demand, load and risk forecasts with confidence ranges.' },
        { icon: 'activity', title: 'Anomaly detection', subTitle: 'Unusual transactions, sensor readings and behaviour flagged early.' },
      ],
    },
    detail: {
      heading: 'From data to production',
      points: [
        'We start with the data: quality, labelling and a baseline a simple model can beat.',
        'Training runs are tracked and reproducible, so every result can be explained.',
        'Models ship behind APIs with monitoring for drift and a plan for retraining.',
      ],
      imageUrl: verticalData,
    },
    more: [
      accordion('Our model lifecycle', [
        { title: 'Problem definition', description: 'The decision the model supports and the metric that matters are agreed first.' },
        { title: 'Data preparation', description: 'Data is cleaned, labelled and split so tests reflect real use.' },
        { title: 'Experimentation', description: 'Architectures are compared on the same data with tracked experiments.' },
        { title: 'Validation', description: 'Results are checked for accuracy, fairness and robustness.' },
        { title: 'Deployment', description: 'The model is packaged, served and load-tested like any service.' },
        { title: 'Monitoring', description: 'Input drift and accuracy are watched, with retraining triggered by evidence.' },
      ]),
      talkToUs('deep learning', heroAi),
    ],
  }),
  'contract-management': servicePage({
    title: 'AI Contract Management',
    description: 'Generative AI that reads contracts, extracts obligations and dates, flags risky clauses and answers questions about your portfolio.',
    lead: 'Read every contract in minutes, know every obligation, miss no renewal.',
    intro: {
      heading: 'What the assistant does',
      subHeading: 'From a folder of PDFs to a searchable, tracked contract portfolio.',
      cards: [
        { icon: 'file-earmark-text', title: 'Clause extraction', subTitle: 'Parties, terms, payment, liability and termination clauses captured.' },
        { icon: 'calendar-event', title: 'Key dates', subTitle: 'Renewals and notice periods tracked with reminders.' },
        { icon: 'shield-check', title: 'Risk flags', subTitle: 'Clauses that differ from your playbook highlighted for review.' },
        { icon: 'chat-square-text', title: 'Ask your contracts', subTitle: 'Plain-language questions answered with links to the clause.' },
      ],
    },
    detail: {
      heading: 'Lawyers stay in control',
      points: [
        'Every extracted field links to the exact text it came from.',
        'Reviewers accept or correct suggestions, and corrections improve later results.',
        'The assistant runs on a private model, so contracts never leave your environment.',
      ],
      imageUrl: verticalCode,
    },
    more: [
      faq('Contract management questions', [
        { question: 'Which documents does it read?', answer: 'Scanned and digital PDFs and Word files, including amendments and annexes.' },
        { question: 'Can it compare against our standard terms?', answer: 'Yes. Your clause playbook is the reference for every risk flag.' },
        { question: 'Does it connect to our contract system?', answer: 'Yes, through APIs or scheduled exports and imports.' },
        { question: 'How accurate is extraction?', answer: 'We measure it on a sample of your own contracts before go-live and report the figures.' },
        { question: 'How long does roll-out take?', answer: 'A pilot on one contract type typically takes four to six weeks.' },
      ]),
      talkToUs('contract management', heroAi),
    ],
  }),
  'medical-writing': servicePage({
    title: 'AI Medical Writing',
    description: 'An AI clinical study report workflow: 25 section agents draft reports from 100 open-source documents and study data for medical writers to review.',
    lead: 'Clinical study reports drafted by AI agents and finished by medical writers.',
    intro: {
      heading: 'A clinical report workflow, not a chatbot',
      subHeading: 'Each part of the report has its own agent, its own sources and its own checks.',
      cards: [
        { icon: 'robot', title: '25 section agents', subTitle: 'One agent per report section, each following its own template.' },
        { icon: 'book', title: '100 open-source documents', subTitle: 'Guidelines and references the agents draw on and cite.' },
        { icon: 'file-medical', title: 'Study data in', subTitle: 'Protocols, statistical outputs and tables read directly.' },
        { icon: 'person-check', title: 'Writer review', subTitle: 'Medical writers approve, edit and sign off every section.' },
      ],
    },
    detail: {
      heading: 'Faster drafts, same standards',
      points: [
        'The workflow splits a clinical study report across 25 section agents working in parallel.',
        'Agents ground their text in 100 open-source documents, including public regulatory guidance, and in your study outputs.',
        'Numbers in the text are checked against the source tables before a writer sees the draft.',
        'Every sentence keeps a link to its source, which makes quality review faster.',
      ],
      imageUrl: verticalData,
    },
    more: [
      faq('Medical writing questions', [
        { question: 'Does AI replace our medical writers?', answer: 'No. Writers move from first drafts to review, judgement and sign-off.' },
        { question: 'How are numbers kept correct?', answer: 'Every figure quoted in the text is checked automatically against the statistical tables.' },
        { question: 'Where does the system run?', answer: 'On a private model in your environment, so study data stays confidential.' },
        { question: 'Which documents can it draft?', answer: 'Clinical study reports first; the same agents approach suits protocols and summaries.' },
        { question: 'How do we evaluate it?', answer: 'We draft a completed past study and your writers compare it with the approved report.' },
      ]),
      talkToUs('AI medical writing', heroAi),
    ],
  }),
  'resume-copilot': servicePage({
    title: 'Resume Copilot',
    description: 'An AI recruitment assistant that matches job descriptions to candidates, built on a pool of 45,000 candidate resumes.',
    lead: 'Shortlists in minutes: an AI recruitment assistant trained on how recruiters really screen.',
    intro: {
      heading: 'How recruiters use it',
      subHeading: 'The copilot reads, ranks and explains; recruiters decide.',
      cards: [
        { icon: 'search', title: 'Semantic search', subTitle: 'Find candidates by skills and experience, not exact keywords.' },
        { icon: 'list-check', title: 'Ranked shortlists', subTitle: 'Candidates scored against each requirement with reasons.' },
        { icon: 'file-earmark-text', title: 'Resume summaries', subTitle: 'One-paragraph profiles a hiring manager reads in seconds.' },
        { icon: 'envelope', title: 'Outreach drafts', subTitle: 'Personal messages written from the role and the resume.' },
      ],
    },
    detail: {
      heading: 'Proven on our own desk',
      points: [
        'Our own recruiters use the copilot every day on a pool of 45,000 candidate resumes.',
        'Scores come with the evidence from the resume, so no ranking is a black box.',
        'Personal data such as age and gender is hidden from scoring to reduce bias.',
      ],
      imageUrl: verticalPeople,
    },
    more: [
      faq('Resume Copilot questions', [
        { question: 'Does it work with our applicant tracking system?', answer: 'Yes, through its API or regular exports.' },
        { question: 'How large a pool can it handle?', answer: 'Our own pool holds 45,000 candidate resumes; search stays under a second.' },
        { question: 'How do you handle bias?', answer: 'Protected attributes are removed before scoring and shortlists are audited regularly.' },
        { question: 'Which file formats are read?', answer: 'PDF, Word and plain text resumes, including scanned documents.' },
        { question: 'Can candidates see their scores?', answer: 'Scores are for recruiters; candidates get clear, human feedback.' },
      ]),
      talkToUs('Resume Copilot', heroAi),
    ],
  }),
  'auto-dashboard': servicePage({
    title: 'Auto Dashboard',
    description: 'An AI dashboard storytelling tool that builds charts from your data and writes the story behind the numbers.',
    lead: 'Dashboards that build themselves and explain what changed, and why it matters.',
    intro: {
      heading: 'From data to a story',
      subHeading: 'Connect a source, ask a question, get a dashboard with a narrative.',
      cards: [
        { icon: 'database', title: 'Connect', subTitle: 'Databases, spreadsheets and BI extracts in a few clicks.' },
        { icon: 'pie-chart', title: 'Auto charts', subTitle: 'The right chart for each measure, chosen for you.' },
        { icon: 'journal-text', title: 'Written insights', subTitle: 'A plain-language summary of trends and outliers.' },
        { icon: 'envelope', title: 'Scheduled briefs', subTitle: 'The story delivered to leaders every Monday morning.' },
      ],
    },
    detail: {
      heading: 'Insight for people who do not read charts',
      points: [
        'Each dashboard comes with a short narrative that names the biggest changes first.',
        'Every statement links to the chart and figures behind it.',
        'Analysts can edit the narrative before it is shared, keeping a human in charge of the message.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('Auto Dashboard', heroAi)],
  }),
  'conversational-bi': servicePage({
    title: 'Conversational BI',
    description: 'Ask business questions in plain language and get answers, tables and charts from your own data warehouse.',
    lead: 'Ask your data a question in plain language and get an answer you can trust.',
    intro: {
      heading: 'Business intelligence by conversation',
      subHeading: 'For managers who need an answer now, not a ticket in the BI queue.',
      cards: [
        { icon: 'chat-square-text', title: 'Plain-language questions', subTitle: '"Which region grew fastest last quarter?" answered directly.' },
        { icon: 'bar-chart-line', title: 'Charts on demand', subTitle: 'Every answer can become a chart or a table.' },
        { icon: 'shield-lock', title: 'Row-level security', subTitle: 'People see only the data they are allowed to see.' },
        { icon: 'check2-circle', title: 'Verified answers', subTitle: 'The query behind each answer is shown for checking.' },
      ],
    },
    detail: {
      heading: 'Built on your semantic layer',
      points: [
        'Questions are translated into queries against your approved business definitions.',
        'Ambiguous questions get a clarifying question back, not a guess.',
        'Popular questions become saved answers that update with the data.',
      ],
      imageUrl: verticalData,
    },
    more: [
      faq('Conversational BI questions', [
        { question: 'Which warehouses are supported?', answer: 'Common cloud warehouses and relational databases; we confirm yours in the assessment.' },
        { question: 'How do you stop wrong answers?', answer: 'Answers use your approved metric definitions and show the query for review.' },
        { question: 'Does it replace our BI tool?', answer: 'No. It adds a conversational front door to the data your BI tool already uses.' },
        { question: 'Can it run on a private model?', answer: 'Yes, our private LLM option keeps both questions and data in your environment.' },
        { question: 'What does a pilot look like?', answer: 'One subject area, twenty real questions and a measured accuracy target.' },
      ]),
      talkToUs('conversational BI', heroAi),
    ],
  }),
  'agentic-framework': servicePage({
    title: 'Agentic Framework',
    description: `The ${brand.shortName} agentic framework: AI agents that plan, use tools and hand work to each other under human oversight.`,
    lead: 'AI agents that plan, use your tools and work together, with people approving what matters.',
    intro: {
      heading: 'What the framework provides',
      subHeading: 'The same foundation behind our medical writing and contract products.',
      cards: [
        { icon: 'diagram-3', title: 'Orchestration', subTitle: 'Agents split a task, work in parallel and merge results.' },
        { icon: 'tools', title: 'Tool use', subTitle: 'Safe access to search, databases and business APIs.' },
        { icon: 'person-check', title: 'Human approval', subTitle: 'Checkpoints where a person reviews before work continues.' },
        { icon: 'journal-text', title: 'Full audit trail', subTitle: 'Every step, source and decision recorded.' },
      ],
    },
    detail: {
      heading: 'Proven in production',
      points: [
        'Our clinical report workflow runs 25 section agents over 100 open-source documents on this framework.',
        'Agents are small and specialised, which makes them easier to test and to trust.',
        'Each agent is evaluated on its own test set before it joins a workflow.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('agentic AI', heroAi)],
  }),
  'nlq-to-sql': servicePage({
    title: 'NLQ to SQL',
    description: 'Natural-language questions translated into correct, safe SQL against your own database schema.',
    lead: 'Turn natural-language questions into safe, correct SQL for your own databases.',
    intro: {
      heading: 'How NLQ to SQL works',
      subHeading: 'Schema-aware translation with checks at every step.',
      cards: [
        { icon: 'chat-square-text', title: 'Understand', subTitle: 'The question is matched to your tables and business terms.' },
        { icon: 'code-slash', title: 'Generate', subTitle: 'SQL is written for your database dialect.' },
        { icon: 'shield-check', title: 'Validate', subTitle: 'Read-only, cost-limited queries checked before they run.' },
        { icon: 'bar-chart-line', title: 'Answer', subTitle: 'Results returned as a table, a chart or a sentence.' },
      ],
    },
    detail: {
      heading: 'Accuracy you can measure',
      points: [
        'We build a test set of real questions with known answers from your team.',
        'Accuracy on that set is reported before launch and tracked after it.',
        'The engine powers our Conversational BI product and can be embedded in your own applications.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('NLQ to SQL', heroAi)],
  }),
};
