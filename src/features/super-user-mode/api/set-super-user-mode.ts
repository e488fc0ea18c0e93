import { graphql } from '@/shared/api';

export const SetSuperUserModeMutation = graphql(`
  mutation SetSuperUserMode($on: Boolean!) {
    setSuperUserMode(on: $on) {
      ...ViewerFields
    }
  }
`);
