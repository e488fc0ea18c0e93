import { isValidNhsNumber, normaliseNhsNumber } from '@/entities/patient';

/** Consultations per page. */
export const VIDEO_LIST_PAGE_SIZE = 25;

export type VideoListParams = {
  /** The NHS number typed in the filter (as in the URL); `nhs` is its digits when valid. */
  nhsInput: string;
  nhs: string | undefined;
  nhsInvalid: boolean;
  page: number;
};

/** The list's filter and page from the URL (?nhs=…&page=…): an invalid NHS number filters nothing and says so. */
export function parseVideoListParams(search: URLSearchParams): VideoListParams {
  const nhsInput = search.get('nhs') ?? '';
  const digits = normaliseNhsNumber(nhsInput);
  const nhsInvalid = digits !== '' && !isValidNhsNumber(digits);
  const page = Number(search.get('page'));
  return {
    nhsInput,
    nhs: digits && !nhsInvalid ? digits : undefined,
    nhsInvalid,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function toVideoListSearch(params: { nhs?: string; page?: number }): URLSearchParams {
  const search = new URLSearchParams();
  if (params.nhs) search.set('nhs', params.nhs);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  return search;
}
