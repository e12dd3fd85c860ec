// Contact details shown in the footer (decision D-09), set at build time with REPOSITORY_URL and SUPPORT_EMAIL.
export const siteConfig = {
  productName: 'Airport Back Office',
  repositoryUrl: process.env.REPOSITORY_URL || 'https://github.com/airport-back-office/airport-back-office',
  // A placeholder until the team has a support mailbox: the example.com domain never delivers.
  supportEmail: process.env.SUPPORT_EMAIL || 'support@example.com',
} as const;
