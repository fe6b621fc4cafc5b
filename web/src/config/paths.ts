/** Every route of the app in one place (SPEC 2.1). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password-confirm',
  verifyEmail: '/verify-email',
  contact: '/contact',
  about: '/about',
  careers: '/careers',
  privacy: '/privacy',
  terms: '/terms',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  newsroom: '/Newsroom',
  track: '/trackyourvisaapplication',
  destination: (slug: string) => `/visa/${slug}`,
  goVisa: '/go/visa',
  goForVisa: '/go-for-visa',
  myProfile: '/my-profile',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  account: {
    profile: '/account/profile',
    documents: '/account/documents',
    visaHistory: '/account/visa-history',
    saved: '/account/saved',
    wishlist: '/account/wishlist',
    wallet: '/account/wallet',
    referrals: '/account/referrals',
    settings: '/account/settings',
  },
} as const;

/** The id of the visa-services section on the home page (navigation "Visa Services"). */
export const VISA_SERVICES_SECTION_ID = 'visa-services';
