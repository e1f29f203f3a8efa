/** Role profiles the demo openings are built from: real staffing-market roles with their own duties and skills. */
export interface RoleProfile {
  title: string;
  summary: string;
  duties: readonly string[];
  skills: readonly string[];
  niceToHave: readonly string[];
  /** Hourly contract rate band in USD and yearly salary band in thousands of USD. */
  usd: { hourly: [number, number]; yearlyK: [number, number] };
  /** Hourly contract rate band in INR and yearly salary band in lakh rupees (LPA). */
  inr: { hourly: [number, number]; lpa: [number, number] };
}

export const ROLES: readonly RoleProfile[] = [
  {
    title: 'QA Automation Engineer',
    summary:
      'Our client, a regional bank modernising its digital channels, needs an automation engineer to turn a largely manual regression suite into fast, reliable pipelines that release teams can trust.',
    duties: [
      'Design and maintain UI and API test suites with Playwright or Selenium and REST Assured.',
      'Run the regression suite in CI on every merge and triage failures with developers the same day.',
      'Write test plans from user stories and acceptance criteria together with product owners.',
      'Track flaky tests, find the root cause and fix them instead of adding retries.',
      'Report quality metrics (coverage, escaped defects, cycle time) to the delivery lead each sprint.',
      'Coach manual testers on automation patterns and code review.',
    ],
    skills: [
      '4+ years of test automation in Java, TypeScript or Python.',
      'Hands-on experience with Playwright, Cypress or Selenium WebDriver.',
      'API testing with Postman, REST Assured or similar tools.',
      'Working knowledge of Git, Jenkins or GitHub Actions.',
      'Clear written bug reports with steps, evidence and expected behaviour.',
    ],
    niceToHave: [
      'ISTQB certification.',
      'Performance testing with JMeter or k6.',
      'Banking or payments domain experience.',
    ],
    usd: { hourly: [48, 62], yearlyK: [95, 120] },
    inr: { hourly: [900, 1300], lpa: [10, 18] },
  },
  {
    title: 'Manual QA Analyst',
    summary:
      'A healthcare software vendor is expanding its release team and needs a detail-oriented analyst to test patient-facing web and mobile applications before each release.',
    duties: [
      'Execute functional, regression and exploratory test cycles for web and mobile releases.',
      'Write and maintain test cases in Jira/Xray from requirements and designs.',
      'Log defects with clear reproduction steps, screenshots and logs, and verify fixes.',
      'Take part in sprint ceremonies and raise testability concerns early.',
      'Check accessibility basics (keyboard use, contrast, screen reader labels) on every screen.',
    ],
    skills: [
      '2+ years of manual testing of web applications.',
      'Good understanding of the software testing life cycle and defect life cycle.',
      'Experience with Jira, TestRail, Zephyr or Xray.',
      'Basic SQL to check data in test databases.',
      'Strong written and spoken English.',
    ],
    niceToHave: [
      'Exposure to HIPAA-regulated systems.',
      'Mobile testing on iOS and Android devices.',
      'Interest in learning automation.',
    ],
    usd: { hourly: [30, 42], yearlyK: [60, 78] },
    inr: { hourly: [500, 800], lpa: [4, 8] },
  },
  {
    title: 'DevOps Engineer',
    summary:
      'An e-commerce client is moving forty services from hand-built virtual machines to containers and needs an engineer who can automate the path from commit to production.',
    duties: [
      'Build and maintain CI/CD pipelines in GitHub Actions, GitLab CI or Jenkins.',
      'Containerise services with Docker and deploy them on Kubernetes with Helm.',
      'Manage infrastructure as code with Terraform, including reviews and drift detection.',
      'Set up monitoring, logging and alerting with Prometheus, Grafana and the ELK stack.',
      'Take part in an on-call rotation and lead blameless post-incident reviews.',
      'Harden build pipelines with secret scanning, image signing and dependency checks.',
    ],
    skills: [
      '5+ years in DevOps, SRE or platform engineering.',
      'Strong Linux administration and shell scripting.',
      'Production experience with Kubernetes and Terraform.',
      'One scripting language (Python, Go or Bash) used daily.',
      'Networking basics: DNS, TLS, load balancers, firewalls.',
    ],
    niceToHave: ['CKA or CKAD certification.', 'Argo CD or Flux.', 'Cost optimisation on a public cloud.'],
    usd: { hourly: [62, 80], yearlyK: [125, 155] },
    inr: { hourly: [1200, 1800], lpa: [14, 26] },
  },
  {
    title: 'AWS Cloud Engineer',
    summary:
      'A logistics company is consolidating three data centres into AWS and is looking for a cloud engineer to design landing zones and migrate workloads safely.',
    duties: [
      'Design multi-account AWS landing zones with Control Tower and Organizations.',
      'Migrate applications to EC2, ECS, Lambda and RDS with minimal downtime.',
      'Write reusable Terraform or CloudFormation modules for networking and compute.',
      'Implement IAM least-privilege policies, KMS encryption and audit logging.',
      'Build dashboards and budgets to keep cloud spend visible to the business.',
    ],
    skills: [
      '4+ years building on AWS (VPC, IAM, EC2, S3, RDS, Lambda).',
      'Infrastructure as code with Terraform or CloudFormation.',
      'Scripting in Python or Bash.',
      'Understanding of high availability and disaster recovery patterns.',
    ],
    niceToHave: [
      'AWS Solutions Architect Associate or Professional.',
      'Experience with AWS Migration Hub.',
      'Windows Server workloads on AWS.',
    ],
    usd: { hourly: [60, 78], yearlyK: [120, 150] },
    inr: { hourly: [1100, 1700], lpa: [12, 24] },
  },
  {
    title: 'Azure Cloud Architect',
    summary:
      'An insurance group is standardising on Microsoft Azure and needs an architect to set the reference architecture, guide delivery teams and keep security and cost under control.',
    duties: [
      'Define Azure reference architectures for web, integration and data workloads.',
      'Lead design reviews and architecture decision records with delivery teams.',
      'Set up Azure Policy, management groups and role-based access at enterprise scale.',
      'Plan hybrid connectivity (ExpressRoute, VPN) with the network team.',
      'Estimate costs and present trade-offs to business and IT leadership.',
    ],
    skills: [
      '8+ years in IT with 4+ years architecting on Azure.',
      'Deep knowledge of Azure networking, identity (Entra ID) and security.',
      'Bicep, ARM templates or Terraform.',
      'Excellent communication with senior stakeholders.',
    ],
    niceToHave: [
      'AZ-305 certification.',
      'Insurance or financial services background.',
      'Experience with Azure landing zone accelerators.',
    ],
    usd: { hourly: [85, 105], yearlyK: [160, 195] },
    inr: { hourly: [2000, 2800], lpa: [32, 48] },
  },
  {
    title: 'Data Engineer',
    summary:
      'A retail analytics team needs a data engineer to build reliable batch and streaming pipelines that feed pricing, forecasting and executive reporting.',
    duties: [
      'Build ELT pipelines with Spark, dbt and Airflow on a cloud data platform.',
      'Model data in a lakehouse (Delta Lake or Iceberg) for analysts and data scientists.',
      'Implement data quality checks and alerting so bad data never reaches reports.',
      'Tune queries and jobs for cost and run time.',
      'Document datasets, lineage and ownership in the data catalogue.',
    ],
    skills: [
      '4+ years of data engineering.',
      'Strong SQL and Python (PySpark).',
      'Experience with Airflow, dbt or Azure Data Factory.',
      'One cloud warehouse: Snowflake, BigQuery, Redshift or Databricks.',
    ],
    niceToHave: ['Kafka or Kinesis streaming.', 'Retail or supply-chain data.', 'Databricks certification.'],
    usd: { hourly: [58, 75], yearlyK: [115, 145] },
    inr: { hourly: [1000, 1600], lpa: [12, 22] },
  },
  {
    title: 'Power BI Developer',
    summary:
      'A manufacturing client wants its plant managers to stop waiting for spreadsheets. You will build the dashboards they use every morning.',
    duties: [
      'Gather reporting needs from finance, operations and plant managers.',
      'Build Power BI data models, DAX measures and paginated reports.',
      'Set up row-level security and scheduled refresh through gateways.',
      'Optimise slow reports and datasets.',
      'Train business users to explore data on their own.',
    ],
    skills: [
      '3+ years with Power BI, including DAX and Power Query.',
      'Solid SQL Server or Azure SQL skills.',
      'Understanding of star schemas and dimensional modelling.',
      'Ability to explain numbers to non-technical audiences.',
    ],
    niceToHave: ['Microsoft Fabric.', 'Manufacturing KPIs such as OEE.', 'PL-300 certification.'],
    usd: { hourly: [45, 60], yearlyK: [90, 115] },
    inr: { hourly: [800, 1200], lpa: [8, 15] },
  },
  {
    title: 'Machine Learning Engineer',
    summary:
      'A fintech client is putting fraud-detection models into production and needs an engineer who can take models from notebooks to monitored, versioned services.',
    duties: [
      'Turn prototype models into production services with clear APIs.',
      'Build training and feature pipelines with MLflow, Kubeflow or SageMaker.',
      'Monitor model drift and data quality and trigger retraining.',
      'Work with data scientists on feature engineering and evaluation.',
      'Keep model decisions explainable for compliance reviews.',
    ],
    skills: [
      '4+ years of software engineering with 2+ years on ML systems.',
      'Python with scikit-learn, XGBoost, PyTorch or TensorFlow.',
      'Docker, Kubernetes and a public cloud.',
      'Good grasp of statistics and model evaluation.',
    ],
    niceToHave: ['Fraud or risk modelling.', 'Feature stores (Feast, Tecton).', 'Real-time inference at scale.'],
    usd: { hourly: [75, 95], yearlyK: [145, 180] },
    inr: { hourly: [1600, 2400], lpa: [20, 38] },
  },
  {
    title: 'Generative AI Engineer',
    summary:
      'A professional services firm is building an internal assistant that answers questions from thousands of documents. Join the team taking it from pilot to company-wide use.',
    duties: [
      'Build retrieval-augmented generation pipelines over enterprise documents.',
      'Evaluate prompts and models with automated test sets and human review.',
      'Integrate LLM APIs (OpenAI, Azure OpenAI, Anthropic or open models) behind secure services.',
      'Add guardrails for privacy, hallucination and prompt injection.',
      'Measure latency and cost per answer and keep them within budget.',
    ],
    skills: [
      '3+ years of Python back-end development.',
      'Hands-on work with LangChain, LlamaIndex or a similar framework.',
      'Vector databases such as pgvector, Pinecone or Azure AI Search.',
      'Sound API design and testing habits.',
    ],
    niceToHave: ['Fine-tuning open models.', 'Document parsing (OCR, tables).', 'Experience in a regulated industry.'],
    usd: { hourly: [80, 100], yearlyK: [150, 190] },
    inr: { hourly: [1800, 2600], lpa: [22, 40] },
  },
  {
    title: 'Data Scientist',
    summary:
      'A healthcare payer wants to predict which members need outreach first. You will build and explain the models that guide its care-management teams.',
    duties: [
      'Explore claims and clinical data and frame business questions as models.',
      'Build, validate and document predictive models.',
      'Present results and limitations to clinical and business stakeholders.',
      'Work with engineers to deploy and monitor models.',
      'Design experiments to measure real-world impact.',
    ],
    skills: [
      'Degree in statistics, computer science or a quantitative field.',
      '3+ years of applied data science in Python or R.',
      'Strong SQL and data wrangling skills.',
      'Experience explaining models to non-specialists.',
    ],
    niceToHave: ['Healthcare data (claims, HL7, FHIR).', 'Causal inference.', 'Master’s degree or PhD.'],
    usd: { hourly: [65, 85], yearlyK: [125, 160] },
    inr: { hourly: [1300, 2000], lpa: [15, 30] },
  },
  {
    title: 'Full-Stack Developer (React / Node.js)',
    summary:
      'A SaaS start-up serving property managers needs a full-stack developer to ship features end to end, from database migration to polished React screens.',
    duties: [
      'Build features in React and TypeScript with accessible, responsive UI.',
      'Write Node.js services and REST or GraphQL APIs.',
      'Design PostgreSQL schemas and migrations.',
      'Write unit, integration and end-to-end tests.',
      'Review code and share knowledge in a small, friendly team.',
    ],
    skills: [
      '4+ years of professional web development.',
      'Strong TypeScript, React and Node.js.',
      'SQL databases, preferably PostgreSQL.',
      'Testing with Jest, Testing Library or Playwright.',
    ],
    niceToHave: ['Next.js.', 'AWS or GCP serverless.', 'Experience in a start-up.'],
    usd: { hourly: [55, 72], yearlyK: [110, 140] },
    inr: { hourly: [1000, 1500], lpa: [10, 22] },
  },
  {
    title: 'Java Full-Stack Developer',
    summary:
      'A telecom operator is rebuilding its order-management portal and needs developers comfortable with Spring Boot services and Angular front ends.',
    duties: [
      'Develop microservices with Java 17+ and Spring Boot.',
      'Build Angular screens for internal operations teams.',
      'Integrate with Kafka, REST and SOAP back-office systems.',
      'Write JUnit and Cypress tests and keep the build green.',
      'Support production releases and fix defects.',
    ],
    skills: [
      '5+ years of Java development.',
      'Spring Boot, Spring Data and Hibernate.',
      'Angular 14+ or React.',
      'Oracle or PostgreSQL.',
    ],
    niceToHave: ['Telecom OSS/BSS domain.', 'OpenShift or Kubernetes.', 'Kafka Streams.'],
    usd: { hourly: [55, 70], yearlyK: [110, 135] },
    inr: { hourly: [900, 1400], lpa: [10, 20] },
  },
  {
    title: '.NET Developer',
    summary:
      'A public-sector agency is modernising a case-management system from .NET Framework to .NET 8 on Azure, and needs experienced developers to lead the migration.',
    duties: [
      'Migrate WebForms and WCF components to ASP.NET Core and Web API.',
      'Write clean C# with unit tests using xUnit or NUnit.',
      'Work with SQL Server stored procedures and Entity Framework Core.',
      'Deploy to Azure App Service through Azure DevOps pipelines.',
      'Document the legacy behaviour before changing it.',
    ],
    skills: [
      '5+ years of C# and .NET.',
      'ASP.NET Core, Entity Framework and SQL Server.',
      'Azure DevOps or GitHub Actions.',
      'Ability to obtain a public trust clearance where required.',
    ],
    niceToHave: ['Blazor.', 'Government projects.', 'Experience leading a migration.'],
    usd: { hourly: [52, 68], yearlyK: [105, 130] },
    inr: { hourly: [900, 1300], lpa: [9, 18] },
  },
  {
    title: 'Salesforce Developer',
    summary:
      'A non-profit network uses Salesforce for donors, volunteers and programmes. You will extend the platform and clean up years of point-and-click customisation.',
    duties: [
      'Build Apex classes, triggers and Lightning Web Components.',
      'Refactor legacy workflows and Process Builder into Flow.',
      'Integrate Salesforce with payment and marketing tools over REST.',
      'Manage deployments with Salesforce DX and a CI pipeline.',
      'Keep test coverage healthy and document changes.',
    ],
    skills: [
      '3+ years of Salesforce development.',
      'Apex, SOQL and Lightning Web Components.',
      'Salesforce DX and Git-based deployments.',
      'Platform Developer I certification.',
    ],
    niceToHave: ['Nonprofit Cloud.', 'Marketing Cloud.', 'Platform Developer II.'],
    usd: { hourly: [58, 75], yearlyK: [115, 140] },
    inr: { hourly: [1000, 1500], lpa: [10, 20] },
  },
  {
    title: 'SAP FICO Consultant',
    summary:
      'A consumer-goods company is moving from SAP ECC to S/4HANA. The finance workstream needs a consultant who knows both the configuration and the accounting behind it.',
    duties: [
      'Configure General Ledger, Accounts Payable/Receivable, Asset Accounting and Controlling.',
      'Run fit-gap workshops with finance users.',
      'Write functional specifications for reports, interfaces and enhancements.',
      'Plan and support data migration and cut-over rehearsals.',
      'Support user acceptance testing and hypercare.',
    ],
    skills: [
      '6+ years of SAP FI/CO with at least one full-cycle implementation.',
      'S/4HANA Finance experience.',
      'Good accounting knowledge.',
      'Strong workshop facilitation.',
    ],
    niceToHave: ['SAP certification.', 'Central Finance.', 'Consumer goods industry.'],
    usd: { hourly: [70, 90], yearlyK: [130, 165] },
    inr: { hourly: [1500, 2200], lpa: [16, 30] },
  },
  {
    title: 'Cybersecurity Analyst',
    summary:
      'A hospital network is building a 24x7 security operations centre and needs analysts to detect, investigate and respond to threats.',
    duties: [
      'Monitor alerts in Microsoft Sentinel or Splunk and triage incidents.',
      'Investigate phishing, malware and account compromise cases.',
      'Tune detection rules to reduce false positives.',
      'Write incident reports and contribute to playbooks.',
      'Support vulnerability management with IT teams.',
    ],
    skills: [
      '3+ years in a SOC or incident response role.',
      'SIEM and EDR tools (Sentinel, Splunk, CrowdStrike, Defender).',
      'Understanding of MITRE ATT&CK.',
      'Security+, CySA+ or an equivalent certification.',
    ],
    niceToHave: ['Healthcare security (HIPAA).', 'Scripting with KQL or Python.', 'Threat hunting.'],
    usd: { hourly: [55, 72], yearlyK: [105, 135] },
    inr: { hourly: [900, 1400], lpa: [9, 18] },
  },
  {
    title: 'Site Reliability Engineer',
    summary:
      'A media streaming platform serving millions of viewers needs SREs who care about service level objectives as much as about shipping code.',
    duties: [
      'Define SLOs and error budgets with product teams.',
      'Automate toil away with Go or Python tooling.',
      'Run capacity planning and load tests before big live events.',
      'Improve observability with OpenTelemetry traces, metrics and logs.',
      'Lead incident response and follow up on actions.',
    ],
    skills: [
      '5+ years in SRE or production engineering.',
      'Kubernetes, Linux and networking in depth.',
      'Programming in Go or Python.',
      'Experience with Prometheus and Grafana.',
    ],
    niceToHave: ['CDN and video delivery.', 'Chaos engineering.', 'GCP experience.'],
    usd: { hourly: [70, 90], yearlyK: [140, 175] },
    inr: { hourly: [1500, 2200], lpa: [18, 34] },
  },
  {
    title: 'Business Analyst',
    summary:
      'An insurance carrier is replacing its policy administration system and needs business analysts to translate underwriting and claims processes into clear requirements.',
    duties: [
      'Run discovery sessions and map current and future processes.',
      'Write user stories with acceptance criteria and keep the backlog groomed.',
      'Work with QA to make requirements testable.',
      'Support UAT and sign-off with business users.',
      'Keep a traceability matrix from requirement to test.',
    ],
    skills: [
      '4+ years as a business analyst in agile teams.',
      'Process modelling (BPMN) and requirements documentation.',
      'Jira and Confluence.',
      'Excellent communication and facilitation.',
    ],
    niceToHave: ['Property and casualty insurance.', 'Guidewire or Duck Creek.', 'CBAP or PMI-PBA.'],
    usd: { hourly: [50, 65], yearlyK: [95, 120] },
    inr: { hourly: [800, 1200], lpa: [8, 16] },
  },
];
