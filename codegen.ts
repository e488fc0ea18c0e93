import type { CodegenConfig } from '@graphql-codegen/cli';

// Two GraphQL APIs, two client targets with disjoint document globs and their own tag (ARCHITECTURE §3):
// main documents use graphql() anywhere in src except *.clinical.ts; clinical documents use clinicalGraphql()
// and live only in *.clinical.ts files.
const mainDocuments = ['src/**/*.{ts,tsx}', '!src/**/*.clinical.ts', '!src/**/__generated__/**'];
const clinicalDocuments = ['src/**/*.clinical.ts'];

const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  // the globs above keep the two tags apart; pluck must know both names
  pluckConfig: { globalGqlIdentifierName: ['graphql', 'clinicalGraphql'] },
  generates: {
    'src/shared/api/graphql/main/__generated__/': {
      schema: 'schema/main/*.graphql',
      documents: mainDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql', persistedDocuments: true },
      config: { documentMode: 'string', scalars, enumsAsTypes: true, useTypeImports: true },
    },
    'src/shared/api/graphql/clinical/__generated__/': {
      schema: 'schema/clinical/*.graphql',
      documents: clinicalDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'clinicalGraphql', persistedDocuments: true },
      config: { documentMode: 'string', scalars, enumsAsTypes: true, useTypeImports: true },
    },
    'server/src/graphql/__generated__/main-resolvers.ts': {
      schema: 'schema/main/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../../context.js#GraphQLContext',
        mapperTypeSuffix: 'Model',
      },
    },
    'server/src/graphql/__generated__/clinical-resolvers.ts': {
      schema: 'schema/clinical/*.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../../context.js#GraphQLContext',
      },
    },
  },
};

export default config;
