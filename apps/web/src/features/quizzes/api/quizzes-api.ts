import type {
  Accommodation,
  AccommodationList,
  AccommodationListFilters,
  Attempt,
  AttemptHistory,
  BankQuestion,
  CategoryInput,
  GradeInput,
  GradingItem,
  GradingQueue,
  MyQuizList,
  QuestionBank,
  QuestionBankFilters,
  QuestionCategory,
  QuestionInput,
  Quiz,
  QuizInput,
  QuizList,
  QuizListFilters,
  QuizQuestions,
  QuizResults,
  QuizSelection,
  SaveAnswersInput,
  SaveAnswersResult,
} from '@ponte/shared/quizzes.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadEditorImage } from '@/lib/editor-image';
import { searchParamsOf } from '@/lib/list-params';

/**
 * The quizzes' calls (issue 14 §1; packages/shared/src/quizzes.schema.ts lists them). Everything cached
 * about quizzes sits under QUIZZES_KEY, so a write can refresh whatever any screen shows of them.
 */
export const QUIZZES_KEY = ['quizzes'] as const;

/** Field errors (400) go on the form; a refused change (409) is said in the form's own words. */
const FORM_ANSWERS = [400, 409] as const;

const quizPath = (quizId: number) => `/api/quizzes/${quizId}`;
const attemptPath = (attemptId: number) => `/api/tentativas/${attemptId}`;

// --- Authoring (Admin) ------------------------------------------------------------------------------

/** One page of the quiz list; the previous page stays on screen while the next one loads. */
export const quizListQuery = (query: QuizListFilters) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'list', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<QuizList>(`/api/quizzes?${searchParamsOf(query)}`, { signal, quietFailure: true }),
    placeholderData: keepPreviousData,
  });

export const quizQuery = (quizId: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'quiz', quizId] as const,
    queryFn: ({ signal }) => apiRequest<Quiz>(quizPath(quizId), { signal, expect: [400, 404], quietFailure: true }),
    retry: false,
  });

export function createQuiz(body: QuizInput): Promise<Quiz> {
  return apiRequest<Quiz>('/api/quizzes', { method: 'POST', body, expect: FORM_ANSWERS, quietFailure: true });
}

export function updateQuiz(quizId: number, body: QuizInput): Promise<Quiz> {
  return apiRequest<Quiz>(quizPath(quizId), { method: 'PUT', body, expect: FORM_ANSWERS, quietFailure: true });
}

export function deleteQuiz(quizId: number): Promise<void> {
  return apiRequest<void>(quizPath(quizId), { method: 'DELETE', expect: [404, 409], quietFailure: true });
}

export const quizQuestionsQuery = (quizId: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'selection', quizId] as const,
    queryFn: ({ signal }) =>
      apiRequest<QuizQuestions>(`${quizPath(quizId)}/questoes`, { signal, expect: [404], quietFailure: true }),
  });

export function saveQuizQuestions(quizId: number, body: QuizSelection): Promise<QuizQuestions> {
  return apiRequest<QuizQuestions>(`${quizPath(quizId)}/questoes`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

// --- The question bank ------------------------------------------------------------------------------

export const questionBankQuery = (filters: Partial<QuestionBankFilters>) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'bank', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest<QuestionBank>(`/api/banco-de-questoes?${searchParamsOf(filters)}`, { signal, quietFailure: true }),
    placeholderData: keepPreviousData,
  });

export function saveQuestion(questionId: number | null, body: QuestionInput): Promise<BankQuestion> {
  return questionId === null
    ? apiRequest<BankQuestion>('/api/banco-de-questoes', {
        method: 'POST',
        body,
        expect: FORM_ANSWERS,
        quietFailure: true,
      })
    : apiRequest<BankQuestion>(`/api/banco-de-questoes/${questionId}`, {
        method: 'PUT',
        body,
        expect: FORM_ANSWERS,
        quietFailure: true,
      });
}

export function deleteQuestion(questionId: number): Promise<void> {
  return apiRequest<void>(`/api/banco-de-questoes/${questionId}`, {
    method: 'DELETE',
    expect: [404, 409],
    quietFailure: true,
  });
}

export const categoriesQuery = queryOptions({
  queryKey: [...QUIZZES_KEY, 'categories'] as const,
  queryFn: ({ signal }) =>
    apiRequest<QuestionCategory[]>('/api/banco-de-questoes/categorias', { signal, quietFailure: true }),
});

export function createCategory(body: CategoryInput): Promise<QuestionCategory> {
  return apiRequest<QuestionCategory>('/api/banco-de-questoes/categorias', {
    method: 'POST',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

// --- Taking -------------------------------------------------------------------------------------------

export const myQuizzesQuery = (courseId?: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'mine', courseId ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<MyQuizList>(`/api/meus-quizzes${courseId ? `?courseId=${courseId}` : ''}`, {
        signal,
        quietFailure: true,
      }),
  });

/** Starts an attempt, or answers the one in progress (the server keeps its draw). */
export function startAttempt(quizId: number): Promise<Attempt> {
  return apiRequest<Attempt>(`${quizPath(quizId)}/tentativas`, {
    method: 'POST',
    expect: [403, 404, 409],
    quietFailure: true,
  });
}

export const attemptHistoryQuery = (quizId: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'history', quizId] as const,
    queryFn: ({ signal }) =>
      apiRequest<AttemptHistory>(`${quizPath(quizId)}/tentativas`, { signal, expect: [404], quietFailure: true }),
  });

export const attemptQuery = (attemptId: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'attempt', attemptId] as const,
    queryFn: ({ signal }) => apiRequest<Attempt>(attemptPath(attemptId), { signal, expect: [404], quietFailure: true }),
    retry: false,
  });

export function saveAnswers(attemptId: number, body: SaveAnswersInput): Promise<SaveAnswersResult> {
  return apiRequest<SaveAnswersResult>(attemptPath(attemptId), {
    method: 'PUT',
    body,
    expect: [400, 409],
    quietFailure: true,
  });
}

export function submitAttempt(attemptId: number): Promise<Attempt> {
  return apiRequest<Attempt>(`${attemptPath(attemptId)}/enviar`, {
    method: 'POST',
    expect: [409],
    quietFailure: true,
  });
}

// --- Results and grading ------------------------------------------------------------------------------

export const quizResultsQuery = (quizId: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'results', quizId] as const,
    queryFn: ({ signal }) =>
      apiRequest<QuizResults>(`${quizPath(quizId)}/resultados`, { signal, expect: [400, 404], quietFailure: true }),
    retry: false,
  });

/** The CSV the browser downloads with the session's cookie. */
export function resultsCsvHref(quizId: number, by: 'attempt' | 'question'): string {
  return `${quizPath(quizId)}/resultados?format=csv&by=${by}`;
}

export const gradingQueueQuery = queryOptions({
  queryKey: [...QUIZZES_KEY, 'grading'] as const,
  queryFn: ({ signal }) => apiRequest<GradingQueue>('/api/correcoes', { signal, quietFailure: true }),
});

export function gradeAnswer(attemptId: number, position: number, body: GradeInput): Promise<GradingItem> {
  return apiRequest<GradingItem>(`${attemptPath(attemptId)}/respostas/${position}`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

// --- Accommodations (Admin) ---------------------------------------------------------------------------

/** One page of the accommodations; the previous page stays on screen while the next one loads. */
export const accommodationsQuery = (query: AccommodationListFilters) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'accommodations', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<AccommodationList>(`/api/quizzes/acomodacoes?${searchParamsOf(query)}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

export function saveAccommodation(publicId: string, factor: number): Promise<Accommodation> {
  return apiRequest<Accommodation>(`/api/quizzes/acomodacoes/${encodeURIComponent(publicId)}`, {
    method: 'PUT',
    body: { factor },
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

// --- What a quiz can target (the course, class and trail calls Admin already has) ---------------------

interface TargetCourse {
  id: number;
  name: string;
}

export const targetCoursesQuery = queryOptions({
  queryKey: [...QUIZZES_KEY, 'target', 'courses'] as const,
  queryFn: async ({ signal }) =>
    (await apiRequest<{ items: TargetCourse[] }>('/api/cursos?limit=96', { signal, quietFailure: true })).items,
  staleTime: 60_000,
});

export const targetClassesQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'target', 'classes', courseId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ id: number; name: string; code: string | null }[]>(`/api/cursos/${courseId}/turmas`, {
        signal,
        quietFailure: true,
      }),
    staleTime: 60_000,
  });

export const targetTrailsQuery = queryOptions({
  queryKey: [...QUIZZES_KEY, 'target', 'trails'] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ id: number; name: string; steps: { position: number; courses: { name: string }[] }[] }[]>(
      '/api/trilhas',
      { signal, quietFailure: true },
    ),
  staleTime: 60_000,
});

/** People found by name or e-mail, for "chosen people" and accommodations. */
export const peopleSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...QUIZZES_KEY, 'people', search] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ items: { publicId: string; name: string; email: string }[] }>(
          `/api/usuarios?${searchParamsOf({ search, limit: 20 })}`,
          { signal, quietFailure: true },
        )
      ).items,
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/**
 * An image for a question's stem, options or feedback (POST /api/arquivos/upload/imagem-quiz): the address it
 * is placed at. The server judges and re-encodes it, and attaches it when the question is saved (ADR 0041).
 */
export const uploadQuizImage = (file: File): Promise<string> =>
  uploadEditorImage('/api/arquivos/upload/imagem-quiz', file);
