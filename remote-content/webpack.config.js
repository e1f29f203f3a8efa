const { createConfig } = require('@tekvana/shared/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      dirname: __dirname,
      name: 'content',
      port: 3001,
      title: 'Content remote (standalone)',
      exposes: {
        './siteData': './src/siteData/index.ts',
        './TitleSection': './src/sections/TitleSection/TitleSection.tsx',
        './Carousel': './src/sections/Carousel/Carousel.tsx',
        './IntroCards': './src/sections/IntroCards/IntroCards.tsx',
        './ImgSection': './src/sections/ImgSection/ImgSection.tsx',
        './TextWithVerticalImage': './src/sections/TextWithVerticalImage/TextWithVerticalImage.tsx',
        './TextWithCards': './src/sections/TextWithCards/TextWithCards.tsx',
        './CaseStudyCards': './src/sections/CaseStudyCards/CaseStudyCards.tsx',
        './ContactUs': './src/sections/ContactUs/ContactUs.tsx',
        './TextSection': './src/sections/TextSection/TextSection.tsx',
        './TextWithAccordion': './src/sections/TextWithAccordion/TextWithAccordion.tsx',
        './FaqSection': './src/sections/FaqSection/FaqSection.tsx',
        './ProfileCards': './src/sections/ProfileCards/ProfileCards.tsx',
        './TimelineSection': './src/sections/TimelineSection/TimelineSection.tsx',
        './StatsCards': './src/sections/StatsCards/StatsCards.tsx',
        './CompanyValues': './src/sections/CompanyValues/CompanyValues.tsx',
        './EmployeeFeedback': './src/sections/EmployeeFeedback/EmployeeFeedback.tsx',
        './SocialImpact': './src/sections/SocialImpact/SocialImpact.tsx',
        './PressRelease': './src/sections/PressRelease/PressRelease.tsx',
        './Blogs': './src/sections/Blogs/Blogs.tsx',
      },
    },
    argv,
  );
