import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { templateQueries } from '@/entities/message-template';
import { execute, graphql } from '@/shared/api';

const PersonalTemplatesQuery = graphql(`
  query PersonalTemplates {
    personalTemplates {
      id
      scope
      name
      text
      updatedAt
    }
  }
`);

const OrganisationTemplatesQuery = graphql(`
  query OrganisationTemplates($wcmsId: ID!) {
    organisationTemplates(wcmsId: $wcmsId) {
      id
      scope
      name
      text
      updatedAt
    }
  }
`);

const CreatePersonalTemplateMutation = graphql(`
  mutation CreatePersonalTemplate($input: MessageTemplateInput!) {
    createPersonalTemplate(input: $input) {
      id
      name
    }
  }
`);

const UpdatePersonalTemplateMutation = graphql(`
  mutation UpdatePersonalTemplate($id: ID!, $input: MessageTemplateInput!) {
    updatePersonalTemplate(id: $id, input: $input) {
      id
      name
    }
  }
`);

const DeletePersonalTemplateMutation = graphql(`
  mutation DeletePersonalTemplate($id: ID!) {
    deletePersonalTemplate(id: $id)
  }
`);

const CreateOrganisationTemplateMutation = graphql(`
  mutation CreateOrganisationTemplate($wcmsId: ID!, $input: MessageTemplateInput!) {
    createOrganisationTemplate(wcmsId: $wcmsId, input: $input) {
      id
      name
    }
  }
`);

const UpdateOrganisationTemplateMutation = graphql(`
  mutation UpdateOrganisationTemplate($wcmsId: ID!, $id: ID!, $input: MessageTemplateInput!) {
    updateOrganisationTemplate(wcmsId: $wcmsId, id: $id, input: $input) {
      id
      name
    }
  }
`);

const DeleteOrganisationTemplateMutation = graphql(`
  mutation DeleteOrganisationTemplate($wcmsId: ID!, $id: ID!) {
    deleteOrganisationTemplate(wcmsId: $wcmsId, id: $id)
  }
`);

/** Whose templates a manager edits: the signed-in user's own, or an organisation's (console). */
export type TemplateOwner = { kind: 'personal' } | { kind: 'organisation'; wcmsId: string };
export type TemplateInput = { name: string; text: string };

export const manageQueries = {
  list: (owner: TemplateOwner) =>
    queryOptions({
      queryKey: [...templateQueries.all(), owner.kind, owner.kind === 'organisation' ? owner.wcmsId : 'me'] as const,
      queryFn: async ({ signal }) =>
        owner.kind === 'personal'
          ? (await execute(PersonalTemplatesQuery, {}, { signal })).personalTemplates
          : (await execute(OrganisationTemplatesQuery, { wcmsId: owner.wcmsId }, { signal })).organisationTemplates,
    }),
};

/** Create, edit and delete; each refreshes every template list (the composers' too). */
export function useTemplateMutations(owner: TemplateOwner) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: templateQueries.all() });
  const create = useMutation({
    mutationFn: async (input: TemplateInput): Promise<unknown> =>
      owner.kind === 'personal'
        ? execute(CreatePersonalTemplateMutation, { input })
        : execute(CreateOrganisationTemplateMutation, { wcmsId: owner.wcmsId, input }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TemplateInput }): Promise<unknown> =>
      owner.kind === 'personal'
        ? execute(UpdatePersonalTemplateMutation, { id, input })
        : execute(UpdateOrganisationTemplateMutation, { wcmsId: owner.wcmsId, id, input }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (id: string): Promise<unknown> =>
      owner.kind === 'personal'
        ? execute(DeletePersonalTemplateMutation, { id })
        : execute(DeleteOrganisationTemplateMutation, { wcmsId: owner.wcmsId, id }),
    onSuccess,
  });
  return { create, update, remove };
}
