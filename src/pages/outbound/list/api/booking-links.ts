import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, type SendBookingLinkInput } from '@/shared/api';

const BookingLinksQuery = graphql(`
  query BookingLinks($wcmsId: ID!) {
    bookingLinks(wcmsId: $wcmsId) {
      id
      patientName
      nhsNumber
      mobile
      appointmentType
      clinician
      location
      practice
      expiresOn
      sentAt
      status
      appointment {
        id
        startTime
        duration
      }
    }
  }
`);

const BookingLinkOptionsQuery = graphql(`
  query BookingLinkOptions($wcmsId: ID!) {
    getAppointmentSlotTypes(wcmsId: $wcmsId) {
      id
      name
    }
    getStaff(wcmsId: $wcmsId) {
      id
      title
      forename
      surname
      active
      consult
    }
  }
`);

const SendBookingLinkMutation = graphql(`
  mutation SendBookingLink($wcmsId: ID!, $input: SendBookingLinkInput!) {
    sendBookingLink(wcmsId: $wcmsId, input: $input) {
      id
      mobile
      status
    }
  }
`);

export const bookingLinkQueries = {
  all: (wcmsId: number) => ['booking-links', wcmsId] as const,
  list: (wcmsId: number) =>
    queryOptions({
      queryKey: [...bookingLinkQueries.all(wcmsId), 'list'] as const,
      queryFn: () => execute(BookingLinksQuery, { wcmsId: String(wcmsId) }).then((d) => d.bookingLinks),
    }),
  options: (wcmsId: number) =>
    queryOptions({
      queryKey: [...bookingLinkQueries.all(wcmsId), 'options'] as const,
      queryFn: () => execute(BookingLinkOptionsQuery, { wcmsId: String(wcmsId) }),
      staleTime: 5 * 60_000,
    }),
};

export function useSendBookingLinkMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendBookingLinkInput) =>
      execute(SendBookingLinkMutation, { wcmsId: String(wcmsId), input }).then((d) => d.sendBookingLink),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingLinkQueries.all(wcmsId) }),
  });
}
