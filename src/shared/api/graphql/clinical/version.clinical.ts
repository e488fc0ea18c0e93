import { clinicalGraphql } from './__generated__/gql';

export const ClinicalVersionQuery = clinicalGraphql(`
  query ClinicalVersion {
    version
  }
`);
