import { clinicalGraphql } from '@/shared/api/graphql/clinical';

export const ClinicalVersionQuery = clinicalGraphql(`
  query ClinicalVersion {
    version
  }
`);
