import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { heroCloud, verticalCode, verticalData } from '../images';
import { accordion, faq, talkToUs } from './blocks';
import { servicePage } from './servicePage';

/** Cloud services pages: the main menu's cloud group and the cloud platform pages linked from the footer. */
export const cloudPages: Record<string, Page> = {
  'app-modernization': servicePage({
    title: 'App Modernization',
    description: 'Modernize legacy applications into maintainable, cloud-ready services without a risky big-bang rewrite.',
    lead: 'Turn the systems that run your business into software your team can change with confidence.',
    intro: {
      heading: 'Modernization, one safe step at a time',
      subHeading: 'We keep the application running while we replace it from the inside.',
      cards: [
        { icon: 'search', title: 'Assessment', subTitle: 'A map of code, data and dependencies with a cost for each path forward.' },
        { icon: 'boxes', title: 'Re-architecture', subTitle: 'Monoliths split along business lines into services that deploy on their own.' },
        { icon: 'layers', title: 'Re-platforming', subTitle: 'Containers and managed databases in place of hand-kept servers.' },
        { icon: 'window-stack', title: 'New front ends', subTitle: 'Accessible web and mobile interfaces on top of modern APIs.' },
      ],
    },
    detail: {
      heading: 'How a modernization runs',
      points: [
        'We start with a two-week assessment and a written plan that names the first slice to move.',
        'Each slice is wrapped in automated tests before it is touched, so behaviour is proven unchanged.',
        'Old and new run side by side behind one gateway until the old path carries no traffic.',
        'Your engineers pair with ours throughout, so they own the result when we leave.',
      ],
      imageUrl: verticalCode,
    },
    more: [
      faq('App modernization questions', [
        { question: 'Do we have to stop feature work?', answer: 'No. Modernization runs in slices beside your roadmap; most clients keep releasing every sprint.' },
        { question: 'Which legacy stacks do you handle?', answer: 'Java EE, .NET Framework, PHP, classic ASP and desktop client-server applications among others.' },
        { question: 'Rewrite or refactor?', answer: 'Usually refactor. We recommend a rewrite only where the assessment shows it is cheaper over three years.' },
        { question: 'How do you avoid data loss?', answer: 'Data moves with verified, repeatable migration scripts and a tested rollback for every step.' },
        { question: 'How long does it take?', answer: 'A first slice reaches production in six to ten weeks; the full programme depends on the size of the estate.' },
      ]),
      talkToUs('modernizing your applications', heroCloud),
    ],
  }),
  'cloud-migration': servicePage({
    title: 'Cloud Migration',
    description: 'Plan and run a cloud migration in waves, with tested cut-overs, cost controls and a team that stays afterwards.',
    lead: 'Move workloads to the cloud in planned waves, with a rollback ready for every cut-over.',
    intro: {
      heading: 'What a migration with us includes',
      subHeading: 'From the first inventory to the last decommissioned server.',
      cards: [
        { icon: 'clipboard-check', title: 'Readiness review', subTitle: 'Every workload scored for effort, risk and the right migration path.' },
        { icon: 'cloud-arrow-up', title: 'Wave planning', subTitle: 'Workloads grouped by dependency so each wave moves cleanly.' },
        { icon: 'database', title: 'Data migration', subTitle: 'Replication and verified cut-overs that keep downtime to minutes.' },
        { icon: 'currency-dollar', title: 'Cost control', subTitle: 'Right-sized resources, budgets and alerts from day one.' },
      ],
    },
    detail: {
      heading: 'Migration without surprises',
      points: [
        'An inventory of servers, databases and integrations comes first, built from discovery tools, not spreadsheets.',
        'Landing zones are set up as code, with network, identity and logging in place before any workload arrives.',
        'Every wave ends with a rehearsed cut-over and a sign-off from the application owner.',
        'Old servers are shut down only after a full business cycle runs cleanly in the cloud.',
      ],
      imageUrl: verticalData,
    },
    more: [
      accordion('The six steps of a migration', [
        { title: 'Discover', description: 'Automated discovery lists every workload, its owners and what it talks to.' },
        { title: 'Assess', description: 'Each workload gets a path: rehost, re-platform, refactor, replace or retire.' },
        { title: 'Prepare', description: 'Landing zone, identity, networking and guardrails are built as code.' },
        { title: 'Migrate', description: 'Workloads move in waves with replication running until cut-over.' },
        { title: 'Validate', description: 'Functional, performance and security checks are run against agreed baselines.' },
        { title: 'Optimise', description: 'Sizing, reservations and storage tiers are tuned on real usage data.' },
      ]),
      talkToUs('your cloud migration', heroCloud),
    ],
  }),
  'hybrid-cloud-services': servicePage({
    title: 'Hybrid Cloud Services',
    description: 'Run workloads across your data centre and public clouds with one set of tooling, security and monitoring.',
    lead: 'Keep regulated data on premises and elastic workloads in the cloud, managed as one estate.',
    intro: {
      heading: 'One estate, many locations',
      subHeading: 'Consistency is what makes hybrid work.',
      cards: [
        { icon: 'hdd-network', title: 'Connectivity', subTitle: 'Private links and zero-trust access between sites and clouds.' },
        { icon: 'diagram-3', title: 'Unified platform', subTitle: 'Kubernetes and infrastructure as code that behave the same everywhere.' },
        { icon: 'shield-lock', title: 'Security and compliance', subTitle: 'One identity system, one policy set, audited in one place.' },
        { icon: 'activity', title: 'Observability', subTitle: 'Metrics, logs and traces from every environment on one screen.' },
      ],
    },
    detail: {
      heading: 'Where hybrid pays off',
      points: [
        'Data that must stay in a region or building stays there, while the applications that use it scale in the cloud.',
        'Seasonal peaks burst to public cloud capacity instead of idle hardware bought for one month a year.',
        'Existing hardware keeps earning its value until its planned retirement date.',
      ],
      imageUrl: verticalCode,
    },
    more: [
      faq('Hybrid cloud questions', [
        { question: 'Which platforms do you combine?', answer: 'VMware and bare-metal data centres with AWS, Azure and Google Cloud, usually through Kubernetes.' },
        { question: 'Can you operate it for us?', answer: 'Yes, with 24x7 monitoring from our offices in the USA and India, or alongside your own operations team.' },
        { question: 'How is security kept consistent?', answer: 'Policies are written once as code and applied to every environment by the same pipeline.' },
        { question: 'Will it cost more than one cloud?', answer: 'Not when placement is deliberate: we place each workload where it is cheapest to run well.' },
        { question: 'Where do we start?', answer: 'With a short assessment of which workloads belong where and why.' },
      ]),
      talkToUs('hybrid cloud', heroCloud),
    ],
  }),
  aws: servicePage({
    title: 'Amazon Web Services',
    description: `${brand.name} designs, migrates and runs workloads on Amazon Web Services with well-architected landing zones.`,
    lead: 'Well-architected AWS environments, built as code and run with cost in view.',
    intro: {
      heading: 'Our AWS services',
      subHeading: 'From the first account to a multi-account organisation.',
      cards: [
        { icon: 'building', title: 'Landing zones', subTitle: 'Multi-account structure with guardrails, logging and single sign-on.' },
        { icon: 'cloud-arrow-up', title: 'Migration', subTitle: 'Servers and databases moved with replication and rehearsed cut-overs.' },
        { icon: 'server', title: 'Serverless and containers', subTitle: 'Lambda, ECS and EKS where each fits best.' },
        { icon: 'cash-coin', title: 'FinOps', subTitle: 'Savings plans, rightsizing and budgets reviewed every month.' },
      ],
    },
    detail: {
      heading: 'How we work on AWS',
      points: [
        'Every resource is defined in code and reviewed like application code.',
        'Security services are switched on and tuned before the first workload lands.',
        'Monthly reviews compare spend with usage and act on the gap.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('AWS', heroCloud)],
  }),
  azure: servicePage({
    title: 'Microsoft Azure',
    description: `${brand.name} builds and migrates applications, data platforms and AI workloads on Microsoft Azure.`,
    lead: 'Azure platforms that fit the Microsoft estate you already run.',
    intro: {
      heading: 'Our Azure services',
      subHeading: 'Close to your identity, productivity and data tools.',
      cards: [
        { icon: 'building', title: 'Landing zones', subTitle: 'Management groups, policy and networking set up as code.' },
        { icon: 'arrow-repeat', title: '.NET modernization', subTitle: 'Framework applications moved to modern .NET on App Service or AKS.' },
        { icon: 'database', title: 'Data platforms', subTitle: 'Pipelines and warehouses that feed reporting and AI.' },
        { icon: 'robot', title: 'Azure AI', subTitle: 'Private language models and search over your own documents.' },
      ],
    },
    detail: {
      heading: 'How we work on Azure',
      points: [
        'Identity comes first: every service is tied to your directory and its access reviews.',
        'Policies enforce tagging, regions and encryption so the estate stays tidy as it grows.',
        'Reserved capacity and autoscaling are tuned on measured demand.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('Azure', heroCloud)],
  }),
  gcp: servicePage({
    title: 'Google Cloud',
    description: `${brand.name} delivers data, analytics and container platforms on Google Cloud.`,
    lead: 'Data and container platforms on Google Cloud, built for analytics at scale.',
    intro: {
      heading: 'Our Google Cloud services',
      subHeading: 'Strong where data and Kubernetes meet.',
      cards: [
        { icon: 'building', title: 'Foundations', subTitle: 'Organisation, folders, projects and policies set up as code.' },
        { icon: 'diagram-3', title: 'GKE platforms', subTitle: 'Managed Kubernetes with secure defaults and autoscaling.' },
        { icon: 'bar-chart-line', title: 'Analytics', subTitle: 'Warehouses and dashboards that answer questions in seconds.' },
        { icon: 'cpu', title: 'Machine learning', subTitle: 'Training and serving pipelines for your own models.' },
      ],
    },
    detail: {
      heading: 'How we work on Google Cloud',
      points: [
        'Projects are separated by environment and team, with shared VPCs for controlled networking.',
        'Data pipelines are tested and versioned like application code.',
        'Costs are labelled per team so every budget owner sees their own spend.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('Google Cloud', heroCloud)],
  }),
};
