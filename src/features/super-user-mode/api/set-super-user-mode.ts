import { graphql } from '@/shared/api';

export const SetSuperUserModeMutation = graphql(`
  mutation SetSuperUserMode($on: Boolean!) {
    setSuperUserMode(on: $on) {
      userId
      email
      forename
      surname
      isSuperUser
      mayToggleSuperUserMode
      organisations {
        wcmsId
        name
        clinicalSystem
        role
        features {
          outbound
          requests
          totalTriage
        }
        twoFactorMandate
      }
    }
  }
`);
