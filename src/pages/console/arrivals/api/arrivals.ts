import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ConsoleArrivalsQuery = graphql(`
  query ConsoleArrivals($wcmsId: ID!) {
    consoleArrivals(wcmsId: $wcmsId) {
      waitingAreas {
        id
        name
        instructions
      }
      schedules {
        id
        staffId
        weekday
        allDay
        start
        end
        waitingAreaId
      }
      touchscreens {
        id
        name
        code
        infoMessage
        minutesEarly
        minutesLate
        licence
        devices
        location
        locationLock
        questions
        reviewResponse
        healthPod
      }
      staff {
        id
        name
      }
      locations
    }
  }
`);

const ConsoleCallScreensQuery = graphql(`
  query ConsoleCallScreens($wcmsId: ID!) {
    consoleCallScreens(wcmsId: $wcmsId) {
      screens {
        id
        name
        code
        notificationSound
        announce
        nameFormat
        devices
      }
      newsItems {
        id
        text
        expiresOn
        screenIds
      }
    }
  }
`);

const SaveWaitingArea = graphql(`
  mutation SaveWaitingArea($wcmsId: ID!, $id: ID, $input: WaitingAreaInput!) {
    saveWaitingArea(wcmsId: $wcmsId, id: $id, input: $input) {
      id
      name
    }
  }
`);
const DeleteWaitingArea = graphql(`
  mutation DeleteWaitingArea($wcmsId: ID!, $id: ID!) {
    deleteWaitingArea(wcmsId: $wcmsId, id: $id)
  }
`);
const SaveStaffSchedule = graphql(`
  mutation SaveStaffSchedule($wcmsId: ID!, $id: ID, $input: StaffScheduleInput!) {
    saveStaffSchedule(wcmsId: $wcmsId, id: $id, input: $input) {
      id
    }
  }
`);
const DeleteStaffSchedule = graphql(`
  mutation DeleteStaffSchedule($wcmsId: ID!, $id: ID!) {
    deleteStaffSchedule(wcmsId: $wcmsId, id: $id)
  }
`);
const SaveTouchscreen = graphql(`
  mutation SaveTouchscreen($wcmsId: ID!, $id: ID, $input: TouchscreenInput!) {
    saveTouchscreen(wcmsId: $wcmsId, id: $id, input: $input) {
      id
      name
    }
  }
`);
const DeleteTouchscreen = graphql(`
  mutation DeleteTouchscreen($wcmsId: ID!, $id: ID!) {
    deleteTouchscreen(wcmsId: $wcmsId, id: $id)
  }
`);
const SaveTvScreen = graphql(`
  mutation SaveTvScreen($wcmsId: ID!, $id: ID, $input: TvScreenInput!) {
    saveTvScreen(wcmsId: $wcmsId, id: $id, input: $input) {
      id
      name
    }
  }
`);
const DeleteTvScreen = graphql(`
  mutation DeleteTvScreen($wcmsId: ID!, $id: ID!) {
    deleteTvScreen(wcmsId: $wcmsId, id: $id)
  }
`);
const SaveNewsItem = graphql(`
  mutation SaveNewsItem($wcmsId: ID!, $id: ID, $input: NewsItemInput!) {
    saveNewsItem(wcmsId: $wcmsId, id: $id, input: $input) {
      id
      text
    }
  }
`);
const DeleteNewsItem = graphql(`
  mutation DeleteNewsItem($wcmsId: ID!, $id: ID!) {
    deleteNewsItem(wcmsId: $wcmsId, id: $id)
  }
`);

export const arrivalQueries = {
  all: () => ['console', 'arrivals'] as const,
  settings: (wcmsId: string) =>
    queryOptions({
      queryKey: [...arrivalQueries.all(), 'settings', wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(ConsoleArrivalsQuery, { wcmsId }, { signal })).consoleArrivals,
    }),
  callScreens: (wcmsId: string) =>
    queryOptions({
      queryKey: [...arrivalQueries.all(), 'call-screens', wcmsId] as const,
      queryFn: async ({ signal }) =>
        (await execute(ConsoleCallScreensQuery, { wcmsId }, { signal })).consoleCallScreens,
    }),
};

export type ArrivalSettings = Awaited<ReturnType<NonNullable<ReturnType<typeof arrivalQueries.settings>['queryFn']>>>;
export type CallScreenSettings = Awaited<
  ReturnType<NonNullable<ReturnType<typeof arrivalQueries.callScreens>['queryFn']>>
>;
export type WaitingArea = ArrivalSettings['waitingAreas'][number];
export type StaffSchedule = ArrivalSettings['schedules'][number];
export type Touchscreen = ArrivalSettings['touchscreens'][number];
export type TvScreen = CallScreenSettings['screens'][number];
export type NewsItem = CallScreenSettings['newsItems'][number];

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: arrivalQueries.all() });
}

type SaveVars<I> = { id: string | null; input: I };

/** The save and remove mutations of one kind of setting; each refetches the area's lists. */
export function useArrivalMutations(wcmsId: string) {
  const onSuccess = useInvalidate();
  const save = <I, R>(run: (v: SaveVars<I>) => Promise<R>) => ({ mutationFn: run, onSuccess });
  return {
    saveWaitingArea: useMutation(
      save((v: SaveVars<{ name: string; instructions: string }>) => execute(SaveWaitingArea, { wcmsId, ...v })),
    ),
    deleteWaitingArea: useMutation({
      mutationFn: (id: string) => execute(DeleteWaitingArea, { wcmsId, id }),
      onSuccess,
    }),
    saveStaffSchedule: useMutation(
      save(
        (
          v: SaveVars<{
            staffId: string;
            weekday: number;
            allDay: boolean;
            start: string | null;
            end: string | null;
            waitingAreaId: string | null;
          }>,
        ) => execute(SaveStaffSchedule, { wcmsId, ...v }),
      ),
    ),
    deleteStaffSchedule: useMutation({
      mutationFn: (id: string) => execute(DeleteStaffSchedule, { wcmsId, id }),
      onSuccess,
    }),
    saveTouchscreen: useMutation(
      save(
        (
          v: SaveVars<{
            name: string;
            code: string;
            infoMessage: string | null;
            minutesEarly: number | null;
            minutesLate: number | null;
            licence: Touchscreen['licence'];
            location: string | null;
            locationLock: boolean;
            questions: string[];
            reviewResponse: boolean;
            healthPod: Touchscreen['healthPod'];
          }>,
        ) => execute(SaveTouchscreen, { wcmsId, ...v }),
      ),
    ),
    deleteTouchscreen: useMutation({
      mutationFn: (id: string) => execute(DeleteTouchscreen, { wcmsId, id }),
      onSuccess,
    }),
    saveTvScreen: useMutation(
      save(
        (
          v: SaveVars<{
            name: string;
            code: string;
            notificationSound: TvScreen['notificationSound'];
            announce: boolean;
            nameFormat: TvScreen['nameFormat'];
          }>,
        ) => execute(SaveTvScreen, { wcmsId, ...v }),
      ),
    ),
    deleteTvScreen: useMutation({ mutationFn: (id: string) => execute(DeleteTvScreen, { wcmsId, id }), onSuccess }),
    saveNewsItem: useMutation(
      save((v: SaveVars<{ text: string; expiresOn: string | null; screenIds: string[] }>) =>
        execute(SaveNewsItem, { wcmsId, ...v }),
      ),
    ),
    deleteNewsItem: useMutation({ mutationFn: (id: string) => execute(DeleteNewsItem, { wcmsId, id }), onSuccess }),
  };
}
