// Words of the controls every page carries outside its content: the footer's copyright line and the
// floating Home / scroll-to-top buttons. Apart from the route table, so those small islands load this
// and the agency's name, not every menu of the site.

import { agency } from './agency.ts';

export const siteChrome = {
  copyright: (year: number) => `© ${year} ${agency.legalName}. All rights reserved.`,
  homeButtonLabel: 'Home',
  scrollTopLabel: 'Scroll to top',
} as const;
