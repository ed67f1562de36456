import { COURSE_PAGE_SIZES, courseListQuerySchema } from '@ponte/shared/courses.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { courseListQuery } from '../api/courses-api.ts';

/**
 * The course list as the catalogue and Admin's list both read it: its query in the address (`keys`, the
 * filters the screen offers, its sort and order), the search box, the page of courses, `sortBy` for the
 * sortable headers or the sort select, and what PagedList needs to show its total, page sizes and pager.
 */
export function useCourseList(keys: readonly string[]) {
  const { t } = useTranslation();
  const { query, update, sortBy, setLimit, trail } = useListParams(courseListQuerySchema, keys);
  const search = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const list = useQuery(courseListQuery(query));
  const courses = list.data?.items ?? [];
  return {
    query,
    update,
    sortBy,
    search,
    list,
    courses,
    paged: {
      list,
      trail,
      totalText: list.data ? t('courses.catalogue.total', { count: list.data.total }) : null,
      paging: { pageSize: query.limit, pageSizes: COURSE_PAGE_SIZES, onPageSize: setLimit },
      isEmpty: courses.length === 0,
    },
  };
}
