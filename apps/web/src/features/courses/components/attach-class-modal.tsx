import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  attachClassFormSchema,
  CLASS_NAME_MAX,
  COURSE_MESSAGES,
  COURSE_NAME_MAX,
  ENROLMENT_NOTE_MAX,
  ENROLMENT_STATUS_CODES,
  type Enrolment,
  type EnrolmentStatus,
  enrolmentTransition,
  takesReason,
} from '@ponte/shared/courses.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ControlledIdSelect } from '@/components/controlled-id-select';
import { FormAlert } from '@/components/form-alert';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { useGuardedModal } from '@/lib/use-guarded-close';
import {
  COURSES_KEY,
  classesQuery,
  courseListQuery,
  createCourse,
  peopleSearchQuery,
  saveClass,
  saveEnrolment,
} from '../api/courses-api.ts';
import { className, enrolmentStatusText, useOptionItems } from './course-labels.tsx';

export interface AttachPerson {
  publicId: string;
  name: string;
}

interface FormValues {
  userId: string;
  courseId: number | null;
  classeId: number | null;
  status: EnrolmentStatus | null;
  reasonCode: number | null;
  note: string;
}

const FIELDS = ['userId', 'courseId', 'classeId', 'status', 'reasonCode', 'note'] as const;

// Spec §5: course, class and status required ('Campo obrigatório' under each); the person too, when chosen here.
const formSchema = attachClassFormSchema.extend({
  userId: z.string({ error: COURSE_MESSAGES.required }).min(1, { error: COURSE_MESSAGES.required }),
});
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues>;

interface Props {
  /** Whose enrolment; null lets Admin pick the person (Gerenciar Inscrições' "Vincular pessoa"). */
  person: AttachPerson | null;
  /** The enrolment being edited; null attaches (spec §4: the modal attaches when new, edits when existing). */
  enrolment: Enrolment | null;
  /** The course the modal opens on (a course's own screens). */
  course?: { id: number; name: string } | null;
  onClose: () => void;
  onSaved?: (enrolment: Enrolment) => void;
}

/**
 * Spec §2 "attach or edit course/class for a person", §4 and §5: course, class and status required
 * ('Campo obrigatório' under each, the banner 'Campo obrigatório deve ser preenchido'); A/I/E/C with
 * their labels; in edit mode the course and class selectors are disabled; 'Nenhuma turma encontrada'
 * when the course has no class; the reason for I and E; "Novo curso" creates a course (a draft) here.
 */
export function AttachClassModal({ person, enrolment, course, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const editing = enrolment !== null;
  const reasons = useOptionItems('EVASION_REASON');
  const noClassesId = useId();
  const startCourse = enrolment?.course ?? course ?? null;

  const form = useForm<FormValues>({
    resolver,
    defaultValues: {
      userId: enrolment?.person.publicId ?? person?.publicId ?? '',
      courseId: startCourse?.id ?? null,
      classeId: enrolment?.classe.id ?? null,
      status: enrolment?.status ?? null,
      reasonCode: enrolment?.reasonCode ?? null,
      note: '',
    },
  });
  const { errors, isDirty, isSubmitted } = form.formState;
  const { release, closeAsking } = useGuardedModal(isDirty, onClose);
  const [refusal, setRefusal] = useState<string | null>(null);

  const courseId = form.watch('courseId');
  const status = form.watch('status');

  // Courses: the first page by name, searched on the server as the person types.
  const [courseSearch, setCourseSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(courseSearch, 300);
  const [created, setCreated] = useState<{ id: number; name: string }[]>([]);
  const courses = useQuery({
    ...courseListQuery({ q: debouncedSearch || undefined, limit: 96, sort: 'name', order: 'asc' }),
    enabled: !editing,
  });
  const courseData = useMemo(() => {
    const known = new Map<number, string>();
    if (startCourse) known.set(startCourse.id, startCourse.name);
    for (const c of created) known.set(c.id, c.name);
    for (const c of courses.data?.items ?? []) known.set(c.id, c.name);
    return [...known].map(([id, name]) => ({ value: String(id), label: name }));
  }, [courses.data, created, startCourse]);

  const classes = useQuery({ ...classesQuery(courseId ?? 0), enabled: courseId !== null && !editing });
  const classData = useMemo(() => {
    if (editing && enrolment) return [{ value: String(enrolment.classe.id), label: className(enrolment.classe) }];
    return (classes.data ?? []).map((c) => ({ value: String(c.id), label: className(c) }));
  }, [classes.data, editing, enrolment]);
  const noClasses = !editing && courseId !== null && classes.isSuccess && classes.data.length === 0;

  const statusData = ENROLMENT_STATUS_CODES.map((code) => {
    const label = enrolmentStatusText(code);
    const allowed = !editing || !enrolment || enrolmentTransition(enrolment.status, code) === 'allowed';
    return { value: code, label: allowed ? label : t('courses.attach.notAllowed', { label }), disabled: !allowed };
  });

  const mutation = useMutation({
    mutationFn: (values: FormValues) =>
      saveEnrolment(values.courseId as number, {
        userId: values.userId,
        classeId: values.classeId as number,
        status: values.status as EnrolmentStatus,
        reasonCode: values.status && takesReason(values.status) ? values.reasonCode : null,
        note: values.note || null,
      }),
    onSuccess: async (saved) => {
      release();
      notify(t('courses.attach.saved'), 'success', 'enrolment-saved');
      onSaved?.(saved);
      onClose();
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
      await queryClient.invalidateQueries({ queryKey: ['home'] });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (isApiError(error) && error.handled) return;
      if (isApiError(error) && (error.status === 409 || error.status === 400) && error.message) {
        setRefusal(error.message);
        return;
      }
      notify(t('courses.attach.saveFailed'), 'error', 'enrolment-save-failed');
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setRefusal(null);
      mutation.mutate(values);
    },
    () => setRefusal(null),
  );
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;
  const title = editing ? t('courses.attach.editTitle') : t('courses.attach.addTitle');

  return (
    <FormModal
      title={title}
      onClose={closeAsking}
      onSubmit={submit}
      submitLabel={t('common.save')}
      loading={mutation.isPending}
      size={mobile ? '100%' : MODAL_WIDTH}
      fullScreen={mobile}
      formData="data-attach-class-form"
    >
      <FormAlert data-required-banner>{hasErrors ? t('courses.validation.requiredBanner') : null}</FormAlert>
      <FormAlert data-refusal>{refusal}</FormAlert>

      {person || enrolment ? (
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('courses.attach.person')}:
          </Text>{' '}
          {person?.name ?? `${enrolment?.person.firstName} ${enrolment?.person.lastName}`.trim()}
        </Text>
      ) : (
        <Controller
          control={form.control}
          name="userId"
          render={({ field }) => <PersonPicker field={field} error={fieldErrorText(errors.userId)} />}
        />
      )}

      <ControlledIdSelect
        control={form.control}
        name="courseId"
        onValueChange={() => form.setValue('classeId', null)}
        label={t('courses.attach.course')}
        withAsterisk
        searchable={!editing}
        searchValue={editing ? undefined : courseSearch}
        onSearchChange={editing ? undefined : setCourseSearch}
        data={courseData}
        disabled={editing}
        placeholder={t('courses.form.select')}
        nothingFoundMessage={t('courses.catalogue.empty')}
        error={fieldErrorText(errors.courseId)}
        errorProps={{ role: 'alert' }}
        comboboxProps={{ withinPortal: true }}
      />
      {!editing ? (
        <NameShortcut
          linkLabel={t('courses.attach.newCourse')}
          fieldLabel={t('courses.attach.newCourseName')}
          maxLength={COURSE_NAME_MAX}
          create={(name) => createCourse({ name, status: 'draft' })}
          createdText={(name) => t('courses.attach.newCourseCreated', { name })}
          failedText={t('courses.attach.newCourseFailed')}
          onCreated={(created) => {
            setCreated((was) => [...was, created]);
            setCourseSearch(created.name);
            form.setValue('courseId', created.id, { shouldDirty: true, shouldValidate: isSubmitted });
            form.setValue('classeId', null);
            void queryClient.invalidateQueries({ queryKey: [...COURSES_KEY, 'list'] });
          }}
        />
      ) : null}

      <ControlledIdSelect
        control={form.control}
        name="classeId"
        label={t('courses.attach.classe')}
        withAsterisk
        data={classData}
        disabled={editing || courseId === null}
        placeholder={t('courses.form.select')}
        nothingFoundMessage={t('courses.emptyClasses')}
        error={fieldErrorText(errors.classeId)}
        errorProps={{ role: 'alert' }}
        aria-describedby={noClasses ? noClassesId : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {noClasses && courseId !== null ? (
        <>
          <Text size="sm" c="dimmed" id={noClassesId} role="status" data-no-classes>
            {t('courses.emptyClasses')}
          </Text>
          <NameShortcut
            key={courseId}
            linkLabel={t('courses.attach.newClass')}
            fieldLabel={t('courses.attach.newClassName')}
            maxLength={CLASS_NAME_MAX}
            // Open for enrolment: it is made to enrol this person now.
            create={(name) => saveClass(courseId, null, { name, stage: 'open' })}
            createdText={(name) => t('courses.attach.newClassCreated', { name })}
            failedText={t('courses.attach.newClassFailed')}
            onCreated={async (created) => {
              await queryClient.invalidateQueries({ queryKey: [...COURSES_KEY, 'classes', courseId] });
              form.setValue('classeId', created.id, { shouldDirty: true, shouldValidate: isSubmitted });
            }}
          />
        </>
      ) : null}

      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            label={t('courses.attach.status')}
            withAsterisk
            data={statusData}
            value={field.value}
            onChange={(next) => {
              field.onChange(next as EnrolmentStatus | null);
              if (!next || !takesReason(next as EnrolmentStatus)) form.setValue('reasonCode', null);
            }}
            allowDeselect={false}
            placeholder={t('courses.form.select')}
            error={fieldErrorText(errors.status)}
            errorProps={{ role: 'alert' }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      {status && takesReason(status) ? (
        <ControlledIdSelect
          control={form.control}
          name="reasonCode"
          label={t('courses.attach.reason')}
          data={reasons.data}
          placeholder={t('courses.attach.reasonPlaceholder')}
          clearable
          error={fieldErrorText(errors.reasonCode)}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Textarea
        {...form.register('note')}
        label={t('courses.attach.note')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={ENROLMENT_NOTE_MAX}
        error={fieldErrorText(errors.note)}
      />
    </FormModal>
  );
}

/**
 * A link that opens one name field and a "Criar" button: spec §3's new-course field, and the same for a
 * class of a course that has none. What it creates is chosen in the form at once.
 */
function NameShortcut({
  linkLabel,
  fieldLabel,
  maxLength,
  create,
  createdText,
  failedText,
  onCreated,
}: {
  linkLabel: string;
  fieldLabel: string;
  maxLength: number;
  create: (name: string) => Promise<{ id: number; name: string }>;
  createdText: (name: string) => string;
  failedText: string;
  onCreated: (created: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Opened by its link, the field takes the focus (the link it replaces is gone).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const mutation = useMutation({
    mutationFn: create,
    onSuccess: (created) => {
      notify(createdText(created.name), 'success', 'attach-shortcut-created');
      setOpen(false);
      setName('');
      onCreated({ id: created.id, name: created.name });
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.fields.name) setError(failure.fields.name);
      else if (!isApiError(failure) || !failure.handled) setError(failedText);
    },
  });
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('courses.validation.required'));
      return;
    }
    setError(null);
    mutation.mutate(trimmed);
  };

  if (!open) {
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        + {linkLabel}
      </Anchor>
    );
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={fieldLabel}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter creates it; it must not submit the attach form around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        maxLength={maxLength}
        error={error}
        errorProps={{ role: 'alert' }}
        autoComplete="off"
        ref={input}
        style={{ flex: 1 }}
      />
      <Button variant="light" mt={25} onClick={submit} loading={mutation.isPending}>
        {t('courses.attach.newCourseCreate')}
      </Button>
    </Group>
  );
}

/** Whom to attach (Admin): people searched by name or e-mail as they type. */
function PersonPicker({
  field,
  error,
}: {
  field: { value: string; onChange: (value: string) => void; onBlur: () => void; name: string; ref: unknown };
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const people = useQuery(peopleSearchQuery(debounced));
  const data = useMemo(() => {
    const items = (people.data?.items ?? []).map((p) => ({ value: p.publicId, label: `${p.name} (${p.email})` }));
    if (chosen && !items.some((i) => i.value === chosen.value)) items.unshift(chosen);
    return items;
  }, [people.data, chosen]);
  return (
    <Select
      name={field.name}
      onBlur={field.onBlur}
      label={t('courses.attach.person')}
      placeholder={t('courses.attach.personSearch')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      value={field.value || null}
      onChange={(next, option) => {
        field.onChange(next ?? '');
        setChosen(next ? option : null);
      }}
      nothingFoundMessage={debounced.trim().length >= 2 ? t('courses.enrolments.empty') : undefined}
      error={error}
      errorProps={{ role: 'alert' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
