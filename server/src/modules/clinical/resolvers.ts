import type { Resolvers } from '../../graphql/__generated__/clinical-resolvers.js';

export const clinicalSystemResolvers: Resolvers = {
  Query: {
    version: (_parent, _args, ctx) => ctx.config.version,
  },
};
