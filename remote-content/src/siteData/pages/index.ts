// Every page file, listed so that webpack bundles it; the data test fails when a file in this folder is missing
// here. The key is the file name, which is the page's slug (placeholders included, filled in from brand.json).
import home from './home.json';
import appModernization from './app-modernization.json';
import cloudMigration from './cloud-migration.json';
import hybridCloudServices from './hybrid-cloud-services.json';
import aws from './aws.json';
import azure from './azure.json';
import gcp from './gcp.json';
import customSoftwareDevelopment from './custom-software-development.json';
import prototypingAndMvp from './prototyping-and-mvp.json';
import qaAndTesting from './qa-and-testing.json';
import devops from './devops.json';
import lowCodeNoCodeSolutions from './low-code-no-code-solutions.json';
import testingAutomation from './testing-automation.json';
import testingServices from './testing-services.json';
import conversational from './conversational.json';
import privateLlm from './private-llm.json';
import deepLearningModels from './deep-learning-models.json';
import contractManagement from './contract-management.json';
import medicalWriting from './medical-writing.json';
import resumeCopilot from './resume-copilot.json';
import autoDashboard from './auto-dashboard.json';
import conversationalBi from './conversational-bi.json';
import agenticFramework from './agentic-framework.json';
import nlqToSql from './nlq-to-sql.json';
import cloudServices from './cloud-services.json';
import solutionDevelopment from './solution-development.json';
import aiImplementations from './ai-implementations.json';
import insurance from './insurance.json';
import medicalAndPharma from './medical-and-pharma.json';
import contractInsight from './contract-insight.json';
import complianceMonitoring from './compliance-monitoring.json';
import automatedReporting from './automated-reporting.json';
import engagementModels from './engagement-models.json';
import industriesWeServe from './industries-we-serve.json';
import staffCategories from './staff-categories.json';
import jobOpenings from './job-openings.json';
import jobDescription from './job-description.json';
import softwareDevelopment from './software-development.json';
import dataEngineeringAnalytics from './data-engineering-analytics.json';
import dataScience from './data-science.json';
import testingQa from './testing-qa.json';
import staffing from './staffing.json';
import apply from './apply.json';
import leadership from './leadership.json';
import ourJourney from './our-journey.json';
import lifeAtBrand from './life-at-{brand.slug}.json';
import dei from './dei.json';
import locations from './locations.json';
import csr from './csr.json';
import diwaliCelebrations from './diwali-celebrations.json';
import iitDelhiAndBrand from './iit-delhi-and-{brand.slug}.json';
import newOfficeInPune from './new-office-in-pune.json';
import artificialIntelligence from './artificial-intelligence.json';
import contactUs from './contact-us.json';
import privacyPolicy from './privacy-policy.json';

/** Page file name (without ".json") -> its content, grouped by area of the site. */
export const pageFiles: Record<string, unknown> = {
  home,
  'app-modernization': appModernization,
  'cloud-migration': cloudMigration,
  'hybrid-cloud-services': hybridCloudServices,
  aws,
  azure,
  gcp,
  'custom-software-development': customSoftwareDevelopment,
  'prototyping-and-mvp': prototypingAndMvp,
  'qa-and-testing': qaAndTesting,
  devops,
  'low-code-no-code-solutions': lowCodeNoCodeSolutions,
  'testing-automation': testingAutomation,
  'testing-services': testingServices,
  conversational,
  'private-llm': privateLlm,
  'deep-learning-models': deepLearningModels,
  'contract-management': contractManagement,
  'medical-writing': medicalWriting,
  'resume-copilot': resumeCopilot,
  'auto-dashboard': autoDashboard,
  'conversational-bi': conversationalBi,
  'agentic-framework': agenticFramework,
  'nlq-to-sql': nlqToSql,
  'cloud-services': cloudServices,
  'solution-development': solutionDevelopment,
  'ai-implementations': aiImplementations,
  insurance,
  'medical-and-pharma': medicalAndPharma,
  'contract-insight': contractInsight,
  'compliance-monitoring': complianceMonitoring,
  'automated-reporting': automatedReporting,
  'engagement-models': engagementModels,
  'industries-we-serve': industriesWeServe,
  'staff-categories': staffCategories,
  'job-openings': jobOpenings,
  'job-description': jobDescription,
  'software-development': softwareDevelopment,
  'data-engineering-analytics': dataEngineeringAnalytics,
  'data-science': dataScience,
  'testing-qa': testingQa,
  staffing,
  apply,
  leadership,
  'our-journey': ourJourney,
  'life-at-{brand.slug}': lifeAtBrand,
  dei,
  locations,
  csr,
  'diwali-celebrations': diwaliCelebrations,
  'iit-delhi-and-{brand.slug}': iitDelhiAndBrand,
  'new-office-in-pune': newOfficeInPune,
  'artificial-intelligence': artificialIntelligence,
  'contact-us': contactUs,
  'privacy-policy': privacyPolicy,
};
