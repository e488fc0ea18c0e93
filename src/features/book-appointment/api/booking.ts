import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

export const GetStaffQuery = graphql(`
  query GetStaff($wcmsId: ID!) {
    getStaff(wcmsId: $wcmsId) {
      id
      appointmentStaffId
      mnemonic
      title
      forename
      surname
      sex
      active
      consult
    }
  }
`);

export const GetAppointmentSlotTypesQuery = graphql(`
  query GetAppointmentSlotTypes($wcmsId: ID!) {
    getAppointmentSlotTypes(wcmsId: $wcmsId) {
      id
      name
    }
  }
`);

export const GetAvailableAppointmentsQuery = graphql(`
  query GetAvailableAppointments(
    $wcmsId: ID!
    $startTime: DateTime!
    $endTime: DateTime!
    $staffIds: [ID!]
    $slotTypeIds: [ID!]
    $includePast: Boolean
  ) {
    getAvailableAppointments(
      wcmsId: $wcmsId
      startTime: $startTime
      endTime: $endTime
      staffIds: $staffIds
      slotTypeIds: $slotTypeIds
      includePast: $includePast
    ) {
      id
      startTime
      duration
      type
      session
      status
      consultingStaffId
      consultingStaff
      isTelephoneAppointment
      isVideoAppointment
    }
  }
`);

export const GetPatientAppointmentsQuery = graphql(`
  query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {
    getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {
      id
      startTime
      duration
      type
      status
      consultingStaff
    }
  }
`);

export const BookAppointmentMutation = graphql(`
  mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {
    bookAppointment(
      wcmsId: $wcmsId
      appointmentId: $appointmentId
      nhsNumber: $nhsNumber
      duration: $duration
      type: $type
    ) {
      id
      startTime
      status
      consultingStaff
      patient {
        id
      }
    }
  }
`);

export type AvailabilityParams = {
  wcmsId: string;
  startTime: string;
  endTime: string;
  staffId: string;
  slotTypeId: string;
};

export const bookingQueries = {
  all: () => ['appointments'] as const,
  staff: (wcmsId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'staff', wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(GetStaffQuery, { wcmsId }, { signal })).getStaff,
      staleTime: 5 * 60_000,
    }),
  slotTypes: (wcmsId: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'slot-types', wcmsId] as const,
      queryFn: async ({ signal }) =>
        (await execute(GetAppointmentSlotTypesQuery, { wcmsId }, { signal })).getAppointmentSlotTypes,
      staleTime: 5 * 60_000,
    }),
  /** The patient's booked appointments from now on, shown beside the free slots. */
  patient: (wcmsId: string, nhsNumber: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'patient', wcmsId, nhsNumber] as const,
      queryFn: async ({ signal }) =>
        (await execute(GetPatientAppointmentsQuery, { wcmsId, nhsNumber }, { signal })).getPatientAppointments,
    }),
  available: ({ wcmsId, startTime, endTime, staffId, slotTypeId }: AvailabilityParams) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'available', wcmsId, startTime, endTime, staffId, slotTypeId] as const,
      queryFn: async ({ signal }) =>
        (
          await execute(
            GetAvailableAppointmentsQuery,
            {
              wcmsId,
              startTime,
              endTime,
              ...(staffId ? { staffIds: [staffId] } : {}),
              ...(slotTypeId ? { slotTypeIds: [slotTypeId] } : {}),
            },
            { signal },
          )
        ).getAvailableAppointments,
    }),
};
