import type {
  BulkEnrolmentRequest,
  BulkEnrolmentResult,
  Classe,
  ClassRequest,
  Course,
  CourseList,
  CourseListFilters,
  CourseRequest,
  Enrolment,
  EnrolmentCsvQuery,
  EnrolmentEvent,
  EnrolmentList,
  EnrolmentListFilters,
  EnrolmentRequest,
  FavouriteList,
  FavouriteListQuery,
  FavouriteState,
  PersonCourses,
  ReopenRequest,
  Trail,
} from '@ponte/shared/courses.schema';
import type { UploadResponse } from '@ponte/shared/files.schema';
import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import type { UserListResponse } from '@ponte/shared/users.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchParamsOf } from '@/lib/list-params';

/**
 * The courses' calls (issue 13; packages/shared/src/courses.schema.ts lists them). Everything cached
 * about courses sits under COURSES_KEY, so a write refreshes what any screen shows of them.
 */
export const COURSES_KEY = ['courses'] as const;

/** Field errors (400) go on the form; a refused change (409) is said in the form's own words. */
const FORM_ANSWERS = [400, 409] as const;

const coursePath = (courseId: number) => `/api/cursos/${courseId}`;

/** The catalogue (published courses; Admin sees drafts too) and the Admin's course list. */
export const courseListQuery = (query: Partial<CourseListFilters>) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'list', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<CourseList>(`/api/cursos?${searchParamsOf(query)}`, { signal, quietFailure: true }),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'course', courseId] as const,
    queryFn: ({ signal }) => apiRequest<Course>(coursePath(courseId), { signal, expect: [404], quietFailure: true }),
  });

/** A course's classes; [] is spec §8's "Nenhuma turma encontrada". */
export const classesQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'classes', courseId] as const,
    queryFn: ({ signal }) =>
      apiRequest<Classe[]>(`${coursePath(courseId)}/turmas`, { signal, expect: [404], quietFailure: true }),
  });

export function createCourse(body: CourseRequest): Promise<Course> {
  return apiRequest<Course>('/api/cursos', { method: 'POST', body, expect: FORM_ANSWERS, quietFailure: true });
}

export function updateCourse(courseId: number, body: CourseRequest): Promise<Course> {
  return apiRequest<Course>(coursePath(courseId), { method: 'PUT', body, expect: FORM_ANSWERS, quietFailure: true });
}

export function saveClass(courseId: number, classeId: number | null, body: ClassRequest): Promise<Classe> {
  return classeId === null
    ? apiRequest<Classe>(`${coursePath(courseId)}/turmas`, {
        method: 'POST',
        body,
        expect: FORM_ANSWERS,
        quietFailure: true,
      })
    : apiRequest<Classe>(`${coursePath(courseId)}/turmas/${classeId}`, {
        method: 'PUT',
        body,
        expect: FORM_ANSWERS,
        quietFailure: true,
      });
}

/** Upload answers the form explains itself: not an image, too large, wrong type. */
const UPLOAD_ANSWERS = [400, 413, 415, 422] as const;

export function uploadCourseCover(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadResponse>('/api/arquivos/upload/capa-curso', {
    method: 'POST',
    body,
    expect: UPLOAD_ANSWERS,
    quietFailure: true,
  });
}

/** Where the browser fetches a stored file (the cover, a photo). */
export function fileHref(url: string): string {
  return `/api/arquivos/${url}`;
}

// --- Enrolments ---------------------------------------------------------------------------------

export const enrolmentsQuery = (courseId: number, query: EnrolmentListFilters) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'enrolments', courseId, query] as const,
    queryFn: ({ signal }) =>
      apiRequest<EnrolmentList>(`${coursePath(courseId)}/inscricoes?${searchParamsOf(query)}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

/** The CSV of the list as filtered (the browser downloads it with the session's cookie). */
export function enrolmentsCsvHref(courseId: number, query: EnrolmentCsvQuery): string {
  const params = searchParamsOf(query).toString();
  return `${coursePath(courseId)}/inscricoes.csv${params ? `?${params}` : ''}`;
}

/** Attaches the person to a class, or changes their enrolment (spec §4). */
export function saveEnrolment(courseId: number, body: EnrolmentRequest): Promise<Enrolment> {
  return apiRequest<Enrolment>(`${coursePath(courseId)}/inscricoes`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function bulkChangeEnrolments(courseId: number, body: BulkEnrolmentRequest): Promise<BulkEnrolmentResult> {
  return apiRequest<BulkEnrolmentResult>(`${coursePath(courseId)}/inscricoes/lote`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function reopenEnrolment(courseId: number, userId: string, body: ReopenRequest): Promise<Enrolment> {
  return apiRequest<Enrolment>(`${coursePath(courseId)}/inscricoes/${encodeURIComponent(userId)}/reabrir`, {
    method: 'POST',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export const enrolmentHistoryQuery = (courseId: number, userId: string) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'history', courseId, userId] as const,
    queryFn: ({ signal }) =>
      apiRequest<EnrolmentEvent[]>(`${coursePath(courseId)}/inscricoes/${encodeURIComponent(userId)}/historico`, {
        signal,
        expect: [404],
        quietFailure: true,
      }),
  });

/** A person's enrolments (profile, student edit). 403/404: not the caller's to read, so nothing shows. */
export const personCoursesQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'person', publicId] as const,
    queryFn: ({ signal }) =>
      apiRequest<PersonCourses>(`/api/pessoas/${encodeURIComponent(publicId)}/cursos`, {
        signal,
        expect: [403, 404],
        quietFailure: true,
      }),
    retry: false,
  });

// --- Favourites and trails ------------------------------------------------------------------------

export function setFavourite(courseId: number, favourite: boolean): Promise<FavouriteState> {
  return apiRequest<FavouriteState>(`${coursePath(courseId)}/favorito`, {
    method: favourite ? 'POST' : 'DELETE',
    quietFailure: true,
  });
}

export const favouritesQuery = (courseId: number, query: FavouriteListQuery) =>
  queryOptions({
    queryKey: [...COURSES_KEY, 'favourites', courseId, query] as const,
    queryFn: ({ signal }) =>
      apiRequest<FavouriteList>(`${coursePath(courseId)}/favoritos?${searchParamsOf(query)}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

export const trailsQuery = queryOptions({
  queryKey: [...COURSES_KEY, 'trails'] as const,
  queryFn: ({ signal }) => apiRequest<Trail[]>('/api/trilhas', { signal, quietFailure: true }),
});

/** Option items (MENTOR_AREA for a course's area, EVASION_REASON for a change's reason). */
export const optionsQuery = (type: OptionType) =>
  queryOptions({
    queryKey: ['options', type] as const,
    queryFn: ({ signal }) => apiRequest<OptionItem[]>(`/api/opcoes/${type}`, { signal, quietFailure: true }),
    staleTime: 5 * 60_000,
  });

/** People to attach (the Admin's user list, searched by name or e-mail; GET /api/usuarios). */
export const peopleSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['courses-people', search] as const,
    queryFn: ({ signal }) =>
      apiRequest<UserListResponse>(`/api/usuarios?${searchParamsOf({ search, limit: 20 })}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
    enabled: search.trim().length >= 2,
  });
