export { clinicalGraphql } from './__generated__/gql';
export type * as Clinical from './__generated__/graphql';
