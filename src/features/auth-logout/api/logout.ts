import { graphql } from '@/shared/api';

export const LogoutMutation = graphql(`
  mutation Logout($application: String!, $userAgent: String!, $wcmsId: String!, $userId: ID!) {
    logout(application: $application, userAgent: $userAgent, wcmsId: $wcmsId, userId: $userId) {
      success
    }
  }
`);
