export { graphql } from './__generated__/gql';
export type * from './__generated__/graphql';
