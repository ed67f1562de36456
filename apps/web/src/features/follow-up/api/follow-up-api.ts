import type {
  ActionProgressRequest,
  Annotation,
  AnnotationRequest,
  Feedback,
  FeedbackList,
  FeedbackRequest,
  Timeline,
  TimelineFilters,
} from '@ponte/shared/follow-up.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadEditorImage } from '@/lib/editor-image';
import { searchParamsOf } from '@/lib/list-params';

/** Everything cached about one person's follow-up; a write refreshes all of it. */
export const followUpKey = (publicId: string) => ['follow-up', publicId] as const;

/**
 * One page of the timeline (GET /api/perfil/{id}/acompanhamento). 403 (not the person's follow-up) is
 * the tab's own message rather than the trip home; the previous page stays on screen while the next loads.
 */
export const timelineQuery = (publicId: string, filters: TimelineFilters) =>
  queryOptions({
    queryKey: [...followUpKey(publicId), 'timeline', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest<Timeline>(`/api/perfil/${encodeURIComponent(publicId)}/acompanhamento?${searchParamsOf(filters)}`, {
        signal,
        expect: [403],
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

/** The tenant's annotation categories (spec §3), in the interface language. */
export const annotationCategoriesQuery = queryOptions({
  queryKey: ['options', 'ANNOTATION_CATEGORY'] as const,
  queryFn: ({ signal }) => apiRequest<OptionItem[]>('/api/opcoes/ANNOTATION_CATEGORY', { signal, quietFailure: true }),
  staleTime: 5 * 60_000,
});

const annotationsPath = (publicId: string) => `/api/perfil/${encodeURIComponent(publicId)}/anotacoes`;

/** Field messages (400) go on the form; the rest is the form's own toast. */
export function saveAnnotation(publicId: string, id: number | null, body: AnnotationRequest): Promise<Annotation> {
  return id === null
    ? apiRequest<Annotation>(annotationsPath(publicId), { method: 'POST', body, expect: [400], quietFailure: true })
    : apiRequest<Annotation>(`${annotationsPath(publicId)}/${id}`, {
        method: 'PUT',
        body,
        expect: [400, 404],
        quietFailure: true,
      });
}

export function deleteAnnotation(publicId: string, id: number): Promise<void> {
  return apiRequest<void>(`${annotationsPath(publicId)}/${id}`, {
    method: 'DELETE',
    expect: [404],
    quietFailure: true,
  });
}

const feedbacksPath = (publicId: string) => `/api/perfil/${encodeURIComponent(publicId)}/feedbacks`;

/** A new feedback (POST) or the author's edit of a sent plan (PUT: actions with an id keep their progress). */
export function saveFeedback(publicId: string, id: number | null, body: FeedbackRequest): Promise<Feedback> {
  return id === null
    ? apiRequest<Feedback>(feedbacksPath(publicId), { method: 'POST', body, expect: [400], quietFailure: true })
    : apiRequest<Feedback>(`${feedbacksPath(publicId)}/${id}`, {
        method: 'PUT',
        body,
        expect: [400, 404],
        quietFailure: true,
      });
}

/** The person's feedbacks, as many as one page holds (the talent's own view). */
export const feedbacksQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...followUpKey(publicId), 'feedbacks'] as const,
    queryFn: ({ signal }) =>
      apiRequest<FeedbackList>(`${feedbacksPath(publicId)}?limit=50`, {
        signal,
        expect: [403, 404],
        quietFailure: true,
      }),
  });

/** The person marks one action of a feedback done (or not), with an optional comment. */
export function saveActionProgress(
  publicId: string,
  feedbackId: number,
  actionId: number,
  body: ActionProgressRequest,
): Promise<Feedback> {
  return apiRequest<Feedback>(`${feedbacksPath(publicId)}/${feedbackId}/acoes/${actionId}`, {
    method: 'PUT',
    body,
    expect: [400, 404],
    quietFailure: true,
  });
}

/** The person says they have read a feedback (the first time is kept). */
export function acknowledgeFeedback(publicId: string, feedbackId: number): Promise<Feedback> {
  return apiRequest<Feedback>(`${feedbacksPath(publicId)}/${feedbackId}/ciente`, {
    method: 'POST',
    expect: [404],
    quietFailure: true,
  });
}

/**
 * An image for the editor (POST /api/arquivos/upload/imagem-anotacao): the address it is placed at. The
 * server judges and re-encodes it, and attaches it to the annotation when that is saved (ADR 0037).
 */
export const uploadAnnotationImage = (file: File): Promise<string> =>
  uploadEditorImage('/api/arquivos/upload/imagem-anotacao', file);
