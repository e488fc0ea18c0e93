import { useMutation } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const SendFeedbackMutation = graphql(`
  mutation SendFeedback($wcmsId: ID!, $page: String!, $comment: String!) {
    sendFeedback(wcmsId: $wcmsId, page: $page, comment: $comment)
  }
`);

export function useSendFeedbackMutation(wcmsId: string) {
  return useMutation({
    mutationFn: (input: { page: string; comment: string }) => execute(SendFeedbackMutation, { wcmsId, ...input }),
  });
}
