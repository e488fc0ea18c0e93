import { graphql, HttpResponse } from 'msw';

/** The request view's care navigation to another organisation: by default nobody shares a group, the patient was not asked. */
export const dataSharingHandlers = () => [
  graphql.query('CrossOrganisationNavigation', ({ variables }) =>
    HttpResponse.json({
      data: {
        crossOrganisationNavigation: {
          requestId: String(variables.requestId),
          sharingConsent: null,
          sharingConsentRecordedBy: null,
          sharingConsentRecordedAt: null,
          destinations: [],
        },
      },
    }),
  ),
];
