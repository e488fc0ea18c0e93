import { execute, graphql } from '@/shared/api';

const StartVisionLoginMutation = graphql(`
  mutation StartVisionLogin($wcmsId: ID!, $redirectUri: String!) {
    startVisionLogin(wcmsId: $wcmsId, redirectUri: $redirectUri) {
      url
    }
  }
`);

const CompleteVisionLoginMutation = graphql(`
  mutation CompleteVisionLogin($state: String!, $code: String, $error: String) {
    completeVisionLogin(state: $state, code: $code, error: $error) {
      wcmsId
      visionUser
      linkedAt
    }
  }
`);

export type VisionLink = { wcmsId: string; visionUser: string; linkedAt: string };

/** The Vision login helper's address for a new sign-in that comes back to this page. */
export async function startVisionLogin(wcmsId: string, redirectUri: string): Promise<string> {
  return (await execute(StartVisionLoginMutation, { wcmsId, redirectUri })).startVisionLogin.url;
}

/** The helper's answer (its code, or its error) for the state this page started. */
export async function completeVisionLogin(answer: {
  state: string;
  code: string | null;
  error: string | null;
}): Promise<VisionLink> {
  const { completeVisionLogin: link } = await execute(CompleteVisionLoginMutation, answer);
  return { wcmsId: link.wcmsId, visionUser: link.visionUser, linkedAt: String(link.linkedAt) };
}
